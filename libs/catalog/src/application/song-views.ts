import { Injectable } from '@nestjs/common';
import type { Position } from '#eventstore';
import { ReadYourWrites, readBack } from '#platform';
import type { SongResponse } from '../contracts/catalog.responses.js';
import { SONG_EVENT_TYPES } from '../domain/song.events.js';
import { toSongResponse } from '../read-models/songs/song-response.mapper.js';
import { SongsQuery } from '../read-models/songs/songs.query.js';
import { CatalogMembers } from './catalog-members.js';
import { Taxonomy } from './taxonomy.js';

/** How many read-your-writes waits (about 2 s each) a song's write may take before it answers with the song. */
const WRITE_WAITS = 3;

/** Songs as the API answers them, from the songs read model with their tags' names. */
@Injectable()
export class SongViews {
  constructor(
    private readonly songs: SongsQuery,
    private readonly taxonomy: Taxonomy,
    private readonly members: CatalogMembers,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /**
   * The song once every read model of songs (ours, and those other modules build, as matching's)
   * shows the write at `position` (a few bounded waits: the answer needs the row).
   * @throws StillShowingError (503, "saved, taking longer to show") for a song added that the read model does not show yet.
   */
  async afterWrite(songId: string, position: Position | null): Promise<SongResponse> {
    let caughtUp = false;
    for (let wait = 0; wait < WRITE_WAITS && !caughtUp; wait++) caughtUp = await this.readYourWrites.waitForReaders(position, SONG_EVENT_TYPES);
    const row = await readBack(caughtUp, () => this.songs.byId(songId));
    return toSongResponse(row, await this.taxonomy.tags());
  }

  /** Waits (bounded) until every read model of songs shows the write at `position`, so the next GET (or match, or search) shows it. */
  async afterChange(position: Position | null): Promise<void> {
    await this.readYourWrites.waitForReaders(position, SONG_EVENT_TYPES);
  }

  /**
   * An artist's songs in the dashboard's order: all of them, with how curators answered their
   * requests, for the artist; the visible ones without their requests for anyone else (spec
   * section 2.6: hidden songs are the artist's own business, and so are their rejections).
   * @throws DomainError (not_found) for a malformed id or an account that does not exist.
   */
  async ofArtist(artistId: string, viewerId: string | null): Promise<SongResponse[]> {
    await this.members.assertExists(artistId);
    const owner = viewerId === artistId;
    const [rows, taxonomy] = await Promise.all([this.songs.ofArtist(artistId, owner), this.taxonomy.tags()]);
    return rows.map((row) => toSongResponse(owner ? row : { ...row, submissions: [] }, taxonomy));
  }
}
