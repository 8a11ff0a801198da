import { randomUUID } from 'node:crypto';
import type { PlaylistDetails, PlaylistEvent, SongDetails, SongEvent, TagEvent } from '#catalog';
import type { UserEvent, UserProfile } from '#identity';
import { createProjectionEnv, type ProjectionEnv } from '#testing';
import { matchingProjection } from './matching.projection.js';

/** Matching's read model from a small log of catalog's and identity's events, in batches of one event and of the whole log. */
const ana = randomUUID();
const cara = randomUUID();
const dee = randomUUID();
const song = randomUUID();
const gone = randomUUID();
const playlist = randomUUID();
const dropped = randomUUID();

const songDetails = (tagIds: number[]): SongDetails => ({ title: 'Porch Light', description: null, spotifyUrl: null, youtubeUrl: null, soundcloudUrl: null, coverArtUrl: null, duration: 200, tagIds });
const playlistDetails = (name: string, tagIds: number[], acceptingSubmissions = true): PlaylistDetails => ({
  name,
  description: 'Late-night indie, gently.',
  platform: 'youtube',
  playlistUrl: 'https://youtube.com/playlist?list=PL1',
  coverImageUrl: null,
  followerCount: 3_000_000_000,
  trackCount: 12,
  acceptingSubmissions,
  reviewPrice: 25,
  placementPrice: 150,
  tagIds,
});
const profile = (displayName: string | null): UserProfile => ({
  displayName, bio: 'Dream pop.', location: 'Lisbon', website: null, profileImageUrl: 'https://cdn.example.com/ana.png', spotifyUrl: null, soundcloudUrl: null,
  youtubeUrl: null, instagramUrl: null, twitterUrl: null, blueskyUrl: null, tiktokUrl: null, audiomackUrl: null, appleMusicUrl: null, amazonMusicUrl: null,
});

async function appendLog(env: ProjectionEnv): Promise<void> {
  const tags = (...list: [number, string, string][]): TagEvent => ({ type: 'TagsAdded', data: { tags: list.map(([id, name, category]) => ({ id, name, category: category as 'genre' })) } });
  await env.append('taxonomy', tags([1, 'Pop', 'genre'], [4, 'Chill', 'mood']));
  await env.append(`user-${ana}`, ...([
    { type: 'UserRegistered', data: { userId: ana, email: 'ana@x.test', passwordHash: 'h', firstName: 'Ana', lastName: 'Lee', role: 'artist', isAdmin: false } },
    { type: 'UserProfileUpdated', data: { userId: ana, profile: profile('Anä  Lée Music') } },
    { type: 'UserVerified', data: { userId: ana, method: 'admin', reviewerId: cara, followerCount: null, notes: null } },
    { type: 'UserRoleSelected', data: { userId: ana, role: 'both' } },
    { type: 'UserDeactivated', data: { userId: ana, adminId: cara } },
    { type: 'UserReactivated', data: { userId: ana, adminId: cara } },
  ] satisfies UserEvent[]));
  // Shown by first and last name (no display name), renamed, then switched off by an admin.
  await env.append(`user-${dee}`, ...([
    { type: 'UserRegistered', data: { userId: dee, email: 'dee@x.test', passwordHash: 'h', firstName: 'Dee', lastName: 'Ray', role: 'artist', isAdmin: false } },
    { type: 'UserVerified', data: { userId: dee, method: 'admin', reviewerId: cara, followerCount: null, notes: null } },
    { type: 'UserNameChanged', data: { userId: dee, firstName: 'Dée', lastName: 'Rae', adminId: cara } },
    { type: 'VerificationRevoked', data: { userId: dee, adminId: cara } },
    { type: 'UserDeactivated', data: { userId: dee, adminId: cara } },
  ] satisfies UserEvent[]));
  await env.append(`user-${cara}`, ...([
    { type: 'UserRegistered', data: { userId: cara, email: 'cara@x.test', passwordHash: null, firstName: 'Cara', lastName: 'Mo', role: 'curator', isAdmin: false } },
    { type: 'UserVerified', data: { userId: cara, method: 'auto', reviewerId: null, followerCount: 20_000, notes: null } },
    { type: 'VerificationWithdrawn', data: { userId: cara, reason: 'spotify_link_changed' } },
    { type: 'CuratorProfileCompleted', data: { userId: cara, displayName: 'Lo-Fi Cara', bio: 'Beats to study to.' } },
  ] satisfies UserEvent[]));
  await env.append(`song-${song}`, ...([
    { type: 'SongAdded', data: { songId: song, artistId: ana, details: songDetails([1, 4, 4]) } },
    { type: 'SongUpdated', data: { songId: song, artistId: ana, details: songDetails([4, 1, 7]) } },
    { type: 'SongHidden', data: { songId: song, artistId: ana } },
  ] satisfies SongEvent[]));
  await env.append(`song-${gone}`, ...([
    { type: 'SongAdded', data: { songId: gone, artistId: ana, details: songDetails([1]) } },
    { type: 'SongDeleted', data: { songId: gone, artistId: ana } },
  ] satisfies SongEvent[]));
  // 7 is not a tag yet when the playlist is created: it weighs 1 then; by the edit it is an instrument (2).
  await env.append(`playlist-${playlist}`, { type: 'PlaylistCreated', data: { playlistId: playlist, curatorId: cara, details: playlistDetails('Chill Pop', [1, 4, 7, 1]) } } satisfies PlaylistEvent);
  await env.append('taxonomy', tags([7, 'Synth', 'instrument']));
  await env.append(`playlist-${playlist}`, { type: 'PlaylistUpdated', data: { playlistId: playlist, curatorId: cara, details: playlistDetails('Chill Pop Ünplugged', [7, 4], false) } } satisfies PlaylistEvent);
  await env.append(`playlist-${dropped}`, ...([
    { type: 'PlaylistCreated', data: { playlistId: dropped, curatorId: cara, details: playlistDetails('Dropped', [1]) } },
    { type: 'PlaylistDeleted', data: { playlistId: dropped, curatorId: cara } },
  ] satisfies PlaylistEvent[]));
}

const expected = {
  tags: [
    { id: 1, name: 'Pop', category: 'genre', weight: 3 },
    { id: 4, name: 'Chill', category: 'mood', weight: 2 },
    { id: 7, name: 'Synth', category: 'instrument', weight: 2 },
  ],
  songs: [{ id: song, artist_id: ana, tag_ids: [4, 1, 7], is_active: false }],
  playlists: [
    {
      id: playlist, curator_id: cara, name: 'Chill Pop Ünplugged', folded_name: 'chill pop unplugged', compact_name: 'chillpopunplugged',
      follower_count: '3000000000', accepting_submissions: false, tag_ids: [7, 4],
    },
  ],
  // The edit's two tags, weighed with the taxonomy as it is by then; the third slot of the creation is gone.
  playlistTags: [
    { playlist_id: playlist, slot: 0, tag_id: 7, tag_weight: 2, is_genre: false, playlist_weight: 4, follower_count: '3000000000', accepting_submissions: false, curator_id: cara, name: 'Chill Pop Ünplugged' },
    { playlist_id: playlist, slot: 1, tag_id: 4, tag_weight: 2, is_genre: false, playlist_weight: 4, follower_count: '3000000000', accepting_submissions: false, curator_id: cara, name: 'Chill Pop Ünplugged' },
  ],
  people: [
    {
      id: ana, first_name: 'Ana', last_name: 'Lee', display_name: 'Anä  Lée Music', folded_name: 'ana lee music', compact_name: 'analeemusic',
      profile_image_url: 'https://cdn.example.com/ana.png', bio: 'Dream pop.', location: 'Lisbon', is_verified: true, role: 'both', curator_profile_complete: false,
      is_active: true,
    },
    {
      id: cara, first_name: 'Cara', last_name: 'Mo', display_name: 'Lo-Fi Cara', folded_name: 'lo-fi cara', compact_name: 'loficara',
      profile_image_url: null, bio: 'Beats to study to.', location: null, is_verified: false, role: 'curator', curator_profile_complete: true,
      is_active: true,
    },
    {
      id: dee, first_name: 'Dée', last_name: 'Rae', display_name: null, folded_name: 'dee rae', compact_name: 'deerae',
      profile_image_url: null, bio: null, location: null, is_verified: false, role: 'artist', curator_profile_complete: false, is_active: false,
    },
  ].sort((a, b) => a.id.localeCompare(b.id)),
};

describe('the matching projection', () => {
  let env: ProjectionEnv;

  beforeAll(async () => {
    env = await createProjectionEnv(matchingProjection);
    await appendLog(env);
  });
  afterAll(async () => {
    await env.close();
  });

  const rows = async () => ({
    tags: (await env.pool.query('select id, name, category, weight from rm_matching.tags order by id')).rows,
    songs: (await env.pool.query('select id, artist_id, tag_ids, is_active from rm_matching.songs order by id')).rows,
    playlists: (
      await env.pool.query(
        `select id, curator_id, name, folded_name, compact_name, follower_count, accepting_submissions, tag_ids
           from rm_matching.playlists order by id`,
      )
    ).rows,
    playlistTags: (
      await env.pool.query(
        `select playlist_id, slot, tag_id, tag_weight, is_genre, playlist_weight, follower_count, accepting_submissions, curator_id, name
           from rm_matching.playlist_tags order by playlist_id, slot`,
      )
    ).rows,
    people: (
      await env.pool.query(
        `select id, first_name, last_name, display_name, folded_name, compact_name, profile_image_url, bio, location, is_verified, role, curator_profile_complete, is_active
           from rm_matching.people order by id`,
      )
    ).rows,
  });

  it.each([1, 5000])('writes the same rows in batches of %i events', async (batchSize) => {
    await env.project(batchSize);
    expect(await rows()).toEqual(expected);
  });
});
