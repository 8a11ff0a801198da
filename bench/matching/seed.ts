/**
 * What bench:matching seeds through the event store's own append, as catalog and identity write
 * it: a taxonomy of 212 tags over the 14 categories, curators, playlists of 3 to 10 random tags
 * each, and songs of 1 to 10 tags.
 */
import { randomUUID } from 'node:crypto';
import { TAG_CATEGORIES, type PlaylistDetails, type SongDetails, type Tag, type TagCategory } from '#catalog';
import type { EventStore, Position } from '#eventstore';
import { comparePositions } from '#eventstore';
import { type DomainEvent, systemContext, withMetadata } from '#platform';
import { random } from '../shared/random.js';

/** Tags per category: genres and subgenres the most, as a real taxonomy has them. */
const TAGS_PER_CATEGORY: Readonly<Record<TagCategory, number>> = {
  genre: 60, mood: 20, activity: 15, instrument: 25, vocal: 10, language: 15, structure: 8,
  tempo: 8, region: 15, occasion: 8, theme: 8, audience: 6, era: 8, fx: 6,
};
const WORDS = ['Chill', 'Late Night', 'Indie', 'Lo-Fi', 'Summer', 'Deep', 'Focus', 'Road Trip', 'Golden', 'Velvet', 'Neon', 'Morning', 'Rainy Day', 'Sunset', 'Midnight'];
const NOUNS = ['Vibes', 'Beats', 'Grooves', 'Sessions', 'Drive', 'Mix', 'Radio', 'Anthems', 'Echoes', 'Finds', 'Waves', 'Hours'];
const WRITERS = 12;

export class Seeder {
  private readonly next = random(7);
  private last: Position | null = null;

  constructor(private readonly store: EventStore) {}

  /** The position of the newest event appended so far. */
  get lastPosition(): Position | null {
    return this.last;
  }

  readonly taxonomy: Tag[] = TAG_CATEGORIES.flatMap((category) =>
    Array.from({ length: TAGS_PER_CATEGORY[category] }, (_, i) => ({ id: 0, name: `${category} ${i + 1}`, category })),
  ).map((tag, i) => ({ ...tag, id: 1001 + i }));

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  /** `min` to `max` distinct tag ids of the taxonomy. */
  tagIds(min: number, max: number): number[] {
    const pool = this.taxonomy.map((tag) => tag.id);
    return Array.from({ length: min + this.int(max - min + 1) }, () => pool.splice(this.int(pool.length), 1)[0]);
  }

  async addTaxonomy(): Promise<void> {
    await this.append('taxonomy', { type: 'TagsAdded', data: { tags: this.taxonomy } });
  }

  /** Curators with a complete profile, as identity records them. */
  async addCurators(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    await this.inParallel(ids, async (userId, i) => {
      await this.append(
        `user-${userId}`,
        { type: 'UserRegistered', data: { userId, email: `curator${i}@bench.test`, passwordHash: null, firstName: 'Curator', lastName: `${i}`, role: 'curator', isAdmin: false } },
        { type: 'CuratorProfileCompleted', data: { userId, displayName: `Curator ${i}`, bio: 'Curates for the benchmark.' } },
      );
    });
    return ids;
  }

  async addPlaylists(count: number, curatorIds: readonly string[], onProgress: (done: number) => void): Promise<void> {
    let done = 0;
    await this.inParallel(Array.from({ length: count }, (_, i) => i), async (i) => {
      const playlistId = randomUUID();
      const curatorId = curatorIds[this.int(curatorIds.length)];
      await this.append(`playlist-${playlistId}`, { type: 'PlaylistCreated', data: { playlistId, curatorId, details: this.playlist(i) } });
      if (++done % 10_000 === 0) onProgress(done);
    });
  }

  /** Songs of `artistId` with `tags` tags each. */
  async addSongs(artistId: string, perTagCount: number): Promise<{ id: string; tags: number }[]> {
    const songs = Array.from({ length: 10 * perTagCount }, (_, i) => ({ id: randomUUID(), tags: 1 + (i % 10) }));
    await this.inParallel(songs, async ({ id, tags }) => {
      const details: SongDetails = { title: `Song ${id}`, description: null, spotifyUrl: null, youtubeUrl: null, soundcloudUrl: null, coverArtUrl: null, duration: 180, tagIds: this.tagIds(tags, tags) };
      await this.append(`song-${id}`, { type: 'SongAdded', data: { songId: id, artistId, details } });
    });
    return songs;
  }

  private playlist(i: number): PlaylistDetails {
    return {
      name: `${WORDS[this.int(WORDS.length)]} ${NOUNS[this.int(NOUNS.length)]} ${i}`,
      description: 'A playlist seeded by the matching benchmark.',
      platform: 'spotify',
      playlistUrl: `https://open.spotify.com/playlist/bench${i}`,
      coverImageUrl: null,
      followerCount: this.int(100_000),
      trackCount: 20 + this.int(200),
      acceptingSubmissions: this.next() < 0.9,
      reviewPrice: 25,
      placementPrice: 150,
      tagIds: this.tagIds(3, 10),
    };
  }

  private async inParallel<T>(items: readonly T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
    let next = 0;
    const writer = async (): Promise<void> => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
  }

  private async append(streamId: string, ...events: DomainEvent[]): Promise<void> {
    const { position } = await this.store.append(streamId, events.map((e) => withMetadata(e, systemContext('bench:matching'), new Date())), 'any');
    if (!this.last || comparePositions(position, this.last) > 0) this.last = position;
  }
}
