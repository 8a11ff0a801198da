import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PLACEMENT_PRICE,
  DEFAULT_REVIEW_PRICE,
  type PlaylistDetails,
  type PlaylistEvent,
  type SongDetails,
  type SongEvent,
  type Tag,
  type TagEvent,
  TAXONOMY_STREAM,
} from '#catalog';
import type { EventStore, Position } from '#eventstore';
import { USER_EVENT_TYPES } from '#identity';
import { EVENT_STORE, ReadYourWrites, systemContext, withMetadata } from '#platform';
import type { TestApp } from '#testing';

type CatalogEvent = TagEvent | SongEvent | PlaylistEvent;

export type SongInput = Partial<SongDetails> & Pick<SongDetails, 'tagIds'>;
export type PlaylistInput = Partial<PlaylistDetails> & Pick<PlaylistDetails, 'name' | 'tagIds'>;

const songDetails = (input: SongInput): SongDetails => ({
  title: 'Untitled',
  description: null,
  spotifyUrl: null,
  youtubeUrl: null,
  soundcloudUrl: null,
  coverArtUrl: null,
  duration: null,
  ...input,
});

const playlistDetails = (input: PlaylistInput): PlaylistDetails => ({
  description: 'Fresh finds every Friday.',
  platform: 'spotify',
  playlistUrl: `https://open.spotify.com/playlist/${randomUUID()}`,
  coverImageUrl: null,
  followerCount: 0,
  trackCount: null,
  acceptingSubmissions: true,
  reviewPrice: DEFAULT_REVIEW_PRICE,
  placementPrice: DEFAULT_PLACEMENT_PRICE,
  ...input,
});

/**
 * Catalog's published events, appended straight to the app's event store with the metadata the
 * platform writes (withMetadata), each append waited for as a catalog controller waits
 * (ReadYourWrites.waitForReaders): matching's tests need none of catalog's endpoints.
 */
export class CatalogEvents {
  private readonly store: EventStore;
  private readonly readYourWrites: ReadYourWrites;

  constructor(t: TestApp) {
    this.store = t.app.get<EventStore>(EVENT_STORE);
    this.readYourWrites = t.app.get(ReadYourWrites);
  }

  async addTags(tags: readonly Tag[]): Promise<void> {
    await this.append(TAXONOMY_STREAM, null, { type: 'TagsAdded', data: { tags: [...tags] } });
  }

  async addSong(artistId: string, input: SongInput): Promise<string> {
    const songId = randomUUID();
    await this.append(`song-${songId}`, artistId, { type: 'SongAdded', data: { songId, artistId, details: songDetails(input) } });
    return songId;
  }

  async updateSong(songId: string, artistId: string, input: SongInput): Promise<void> {
    await this.append(`song-${songId}`, artistId, { type: 'SongUpdated', data: { songId, artistId, details: songDetails(input) } });
  }

  async setSongVisible(songId: string, artistId: string, visible: boolean): Promise<void> {
    await this.append(`song-${songId}`, artistId, { type: visible ? 'SongUnhidden' : 'SongHidden', data: { songId, artistId } });
  }

  async deleteSong(songId: string, artistId: string): Promise<void> {
    await this.append(`song-${songId}`, artistId, { type: 'SongDeleted', data: { songId, artistId } });
  }

  async createPlaylist(curatorId: string, input: PlaylistInput): Promise<string> {
    const playlistId = randomUUID();
    await this.append(`playlist-${playlistId}`, curatorId, { type: 'PlaylistCreated', data: { playlistId, curatorId, details: playlistDetails(input) } });
    return playlistId;
  }

  async updatePlaylist(playlistId: string, curatorId: string, input: PlaylistInput): Promise<void> {
    await this.append(`playlist-${playlistId}`, curatorId, { type: 'PlaylistUpdated', data: { playlistId, curatorId, details: playlistDetails(input) } });
  }

  async deletePlaylist(playlistId: string, curatorId: string): Promise<void> {
    await this.append(`playlist-${playlistId}`, curatorId, { type: 'PlaylistDeleted', data: { playlistId, curatorId } });
  }

  /**
   * Waits until the read models that identity's events feed have caught up with the log as it is
   * now: a sign-up or profile edit through the API waits only for identity's own read model.
   */
  async identitySettled(): Promise<void> {
    const head = await this.store.headPosition();
    if (!(await this.readYourWrites.waitForReaders(head, USER_EVENT_TYPES))) throw new Error("identity's readers did not catch up");
  }

  private async append(streamId: string, actorId: string | null, event: CatalogEvent): Promise<Position> {
    const context = actorId ? { ...systemContext('test'), actorId } : systemContext('test');
    const { position } = await this.store.append(streamId, [withMetadata(event, context, new Date())], 'any');
    if (!(await this.readYourWrites.waitForReaders(position, [event.type]))) throw new Error(`The readers of ${event.type} did not catch up`);
    return position;
  }
}
