import { composeSongDescription, type DescriptionRequest } from '../../domain/song-description.js';

/**
 * The text-generation port: a song description of at most 500 characters. It never fails: a
 * generator that calls out falls back to the composed description.
 */
export interface SongDescriptions {
  describe(request: DescriptionRequest): Promise<string>;
}

export const SONG_DESCRIPTIONS = Symbol('SONG_DESCRIPTIONS');

/** The default: composed from the title and the tags, no network; a new phrasing at each call. */
export class ComposedSongDescriptions implements SongDescriptions {
  describe(request: DescriptionRequest): Promise<string> {
    return Promise.resolve(composeSongDescription(request, (count) => Math.floor(Math.random() * count)));
  }
}
