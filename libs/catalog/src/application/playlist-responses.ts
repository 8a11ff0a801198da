import { Injectable } from '@nestjs/common';
import type { Position } from '#eventstore';
import { ReadYourWrites } from '#platform';
import type { PlaylistResponse } from '../contracts/catalog.responses.js';
import { PLAYLIST_EVENT_TYPES } from '../domain/playlist.events.js';
import { type PlaylistView, toPlaylistResponse } from './playlist-response.mapper.js';
import { Playlists } from './playlists.js';
import { Taxonomy } from './taxonomy.js';

/** Playlists as the API answers them: tag ids resolved to the taxonomy's tags. */
@Injectable()
export class PlaylistResponses {
  constructor(
    private readonly taxonomy: Taxonomy,
    private readonly playlists: Playlists,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async of(views: readonly PlaylistView[]): Promise<PlaylistResponse[]> {
    const tags = new Map((await this.taxonomy.resolve([...new Set(views.flatMap((view) => view.tagIds))])).map((tag) => [tag.id, tag]));
    return views.map((view) => toPlaylistResponse(view, view.tagIds.flatMap((id) => tags.get(id) ?? [])));
  }

  /** The answer to a write at `position`: given once every read model of playlists shows it (catalog's and matching's: the caller's next GET, match or search does), read from the stream. */
  async afterWrite(playlistId: string, position: Position | null): Promise<PlaylistResponse> {
    await this.readYourWrites.waitForReaders(position, PLAYLIST_EVENT_TYPES);
    const [response] = await this.of([await this.playlists.current(playlistId)]);
    return response;
  }
}
