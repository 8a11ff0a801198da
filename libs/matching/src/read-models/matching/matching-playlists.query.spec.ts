import { randomUUID } from 'node:crypto';
import { TAG_CATEGORIES, type PlaylistEvent, type SongEvent, type Tag, type TagEvent } from '#catalog';
import type { UserEvent } from '#identity';
import { createProjectionEnv, type ProjectionEnv } from '#testing';
import { matchingProjection } from './matching.projection.js';
import { matchScore } from '../../domain/match-score.js';
import { isMatchCandidate, MATCH_LIMIT } from '../../domain/matching-rules.js';
import { MatchingPlaylists } from './matching-playlists.query.js';
import { PlaylistCards } from './playlist-cards.js';

/**
 * The ranking in SQL against the formula of domain/: for random songs and playlists, the query
 * answers exactly what scoring every playlist with matchScore and sorting would (best score, then
 * followers, then name), so the index changes how fast, never what.
 */
const TAGS = 40;
const PLAYLISTS = 600;
const SONGS = 40;

/** A seeded pseudo-random generator (mulberry32): the same run every time. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20_250_611);
const int = (below: number): number => Math.floor(next() * below);
const some = <T>(items: readonly T[], min: number, max: number): T[] => {
  const pool = [...items];
  return Array.from({ length: Math.min(pool.length, min + int(max - min + 1)) }, () => pool.splice(int(pool.length), 1)[0]);
};

// Genres are a third of the tags, so that the genre cap is met often.
const tags: Tag[] = Array.from({ length: TAGS }, (_, i) => ({ id: i + 1, name: `Tag ${i + 1}`, category: i % 3 === 0 ? 'genre' : TAG_CATEGORIES[1 + (i % 13)] }));
const artist = randomUUID();
const curators = [artist, randomUUID(), randomUUID(), randomUUID(), randomUUID()];
// An admin deactivated the second curator; the third was deactivated and reactivated; the fifth made an artist only.
const deactivated = curators[1];
const reactivated = curators[2];
const madeArtist = curators[4];
const admin = randomUUID();
interface Seeded {
  readonly id: string;
  readonly curatorId: string;
  readonly name: string;
  readonly followerCount: number;
  readonly acceptingSubmissions: boolean;
  readonly curatorTakesRequests: boolean;
  readonly tagIds: number[];
}
const playlists: Seeded[] = Array.from({ length: PLAYLISTS }, (_, i) => curatorAt(int(curators.length), {
  id: randomUUID(),
  name: `Playlist ${String(i).padStart(4, '0')}`,
  // Few distinct counts, so that ties on score and followers are left to the name.
  followerCount: int(4) * 100,
  acceptingSubmissions: next() < 0.85,
  tagIds: some(tags, 1, 10).map((t) => t.id),
}));
function curatorAt(index: number, playlist: Omit<Seeded, 'curatorId' | 'curatorTakesRequests'>): Seeded {
  const curatorId = curators[index];
  return { ...playlist, curatorId, curatorTakesRequests: curatorId !== deactivated && curatorId !== madeArtist };
}
const songs = Array.from({ length: SONGS }, () => ({ id: randomUUID(), tagIds: some(tags, 1, 10).map((t) => t.id) }));

const byId = new Map(tags.map((t) => [t.id, t]));
const tagsOf = (ids: readonly number[]): Tag[] => ids.map((id) => byId.get(id) as Tag);

/** What the formula says: every playlist scored in memory, sorted, cut at the limit. */
function expectedMatches(songTagIds: number[]): { id: string; matchPercentage: number; sharedTagIds: number[] }[] {
  const song = { artistId: artist, isActive: true };
  return playlists
    .filter((playlist) => isMatchCandidate(playlist, song))
    .map((playlist) => ({ playlist, score: matchScore(tagsOf(songTagIds), tagsOf(playlist.tagIds)) }))
    .filter(({ score }) => score.percentage > 0)
    .sort((a, b) => b.score.percentage - a.score.percentage || b.playlist.followerCount - a.playlist.followerCount || a.playlist.name.localeCompare(b.playlist.name))
    .slice(0, MATCH_LIMIT)
    .map(({ playlist, score }) => ({ id: playlist.id, matchPercentage: score.percentage, sharedTagIds: score.sharedTagIds }));
}

describe('MatchingPlaylists', () => {
  let env: ProjectionEnv;
  let matches: MatchingPlaylists;

  beforeAll(async () => {
    env = await createProjectionEnv(matchingProjection);
    await env.append('taxonomy', { type: 'TagsAdded', data: { tags } } satisfies TagEvent);
    for (const userId of [artist, deactivated, reactivated, madeArtist]) {
      const registered: UserEvent = { type: 'UserRegistered', data: { userId, email: `${userId}@x.test`, passwordHash: null, firstName: 'Ana', lastName: 'Lee', role: userId === artist ? 'artist' : 'curator', isAdmin: false } };
      await env.append(`user-${userId}`, registered);
    }
    await env.append(`user-${deactivated}`, { type: 'UserDeactivated', data: { userId: deactivated, adminId: admin } } satisfies UserEvent);
    await env.append(`user-${reactivated}`, { type: 'UserDeactivated', data: { userId: reactivated, adminId: admin } } satisfies UserEvent);
    await env.append(`user-${reactivated}`, { type: 'UserReactivated', data: { userId: reactivated, adminId: admin } } satisfies UserEvent);
    await env.append(`user-${madeArtist}`, { type: 'UserRoleSelected', data: { userId: madeArtist, role: 'artist' } } satisfies UserEvent);
    for (const { id, curatorId, curatorTakesRequests: _active, tagIds, ...rest } of playlists) {
      const details = { ...rest, tagIds, description: 'A playlist.', platform: 'spotify' as const, playlistUrl: 'https://open.spotify.com/playlist/1', coverImageUrl: null, trackCount: null, reviewPrice: 25, placementPrice: 150 };
      await env.append(`playlist-${id}`, { type: 'PlaylistCreated', data: { playlistId: id, curatorId, details } } satisfies PlaylistEvent);
    }
    for (const { id, tagIds } of songs) {
      const details = { title: 'Song', description: null, spotifyUrl: null, youtubeUrl: null, soundcloudUrl: null, coverArtUrl: null, duration: null, tagIds };
      await env.append(`song-${id}`, { type: 'SongAdded', data: { songId: id, artistId: artist, details } } satisfies SongEvent);
    }
    await env.project();
    matches = new MatchingPlaylists(env.pool, new PlaylistCards(env.pool));
  }, 60_000);
  afterAll(async () => {
    await env.close();
  });

  it('ranks exactly as scoring every playlist with the formula would', async () => {
    let compared = 0;
    for (const song of songs) {
      const answered = (await matches.forSong(song.id, artist)).map(({ id, matchPercentage, sharedTagIds }) => ({ id, matchPercentage, sharedTagIds }));
      expect({ song: song.tagIds, answered }).toEqual({ song: song.tagIds, answered: expectedMatches(song.tagIds) });
      compared += answered.length;
    }
    // The run met full lists, capped scores and every song: a comparison of empty lists proves nothing.
    expect(compared).toBeGreaterThan(SONGS * 20);
  });
});
