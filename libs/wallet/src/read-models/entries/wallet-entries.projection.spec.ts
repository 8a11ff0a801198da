import { randomUUID } from 'node:crypto';
import type { PlaylistEvent, SongDetails, SongEvent } from '#catalog';
import { createProjectionEnv, type ProjectionEnv } from '#testing';
import type { MovementCause, WalletEvent } from '../../domain/wallet.events.js';
import { walletEntriesProjection } from './wallet-entries.projection.js';

/** The history read model from a small log of wallet and catalog events, in batches of one event and of the whole log. */
const artist = randomUUID();
const curator = randomUUID();
const song = randomUUID();
const playlist = randomUUID();
const submission = randomUUID();

const details = (title: string): SongDetails => ({ title, description: null, spotifyUrl: null, youtubeUrl: null, soundcloudUrl: null, coverArtUrl: null, duration: 180, tagIds: [1] });
const cause: MovementCause = { kind: 'submission', submissionId: submission, songId: song, playlistId: playlist };

async function appendLog(env: ProjectionEnv): Promise<void> {
  await env.append(`song-${song}`, { type: 'SongAdded', data: { songId: song, artistId: artist, details: details('First Title') } } satisfies SongEvent);
  await env.append(`playlist-${playlist}`, {
    type: 'PlaylistCreated',
    data: {
      playlistId: playlist,
      curatorId: curator,
      details: { name: 'Night Ferry', description: 'Late-night indie.', platform: 'spotify', playlistUrl: 'https://open.spotify.com/playlist/x', coverImageUrl: null, followerCount: 1, trackCount: null, acceptingSubmissions: true, reviewPrice: 25, placementPrice: 150, tagIds: [1] },
    },
  } satisfies PlaylistEvent);
  await env.append(`wallet-${artist}`, ...([
    { type: 'CoinsCredited', data: { userId: artist, movementId: 'coupon:x', amount: 1000, cause: { kind: 'coupon', code: 'x' }, totalAfter: 1000, reservedAfter: 0 } },
    { type: 'CoinsReserved', data: { userId: artist, reservationId: submission, amount: 25, cause, totalAfter: 1000, reservedAfter: 25 } },
    { type: 'ReservationTransferred', data: { userId: artist, reservationId: submission, amount: 25, payeeId: curator, cause, totalAfter: 975, reservedAfter: 0 } },
    { type: 'ReservationReleased', data: { userId: artist, reservationId: submission, amount: 0, reason: 'settled', cause, totalAfter: 975, reservedAfter: 0 } },
  ] satisfies WalletEvent[]));
  await env.append(`wallet-${curator}`, { type: 'TransferReceived', data: { userId: curator, reservationId: submission, amount: 25, payerId: artist, cause, totalAfter: 25, reservedAfter: 0 } } satisfies WalletEvent);
  // History outlives the song: a new title is kept, a deletion keeps the last one.
  await env.append(`song-${song}`, ...([
    { type: 'SongUpdated', data: { songId: song, artistId: artist, details: details('Harbour Lights') } },
    { type: 'SongDeleted', data: { songId: song, artistId: artist } },
  ] satisfies SongEvent[]));
}

describe('wallet entries projection', () => {
  let env: ProjectionEnv;
  beforeAll(async () => {
    env = await createProjectionEnv(walletEntriesProjection);
    await appendLog(env);
  });
  afterAll(() => env.close());

  const rows = async () => ({
    entries: (
      await env.pool.query(
        `select user_id as "userId", revision::int, kind, cause, release_reason as "releaseReason", amount, total_after as "totalAfter",
                reserved_after as "reservedAfter", song_id as "songId", playlist_id as "playlistId", submission_id as "submissionId", counterparty_id as "counterpartyId"
           from rm_wallet_entries.entries order by user_id = $1 desc, revision`,
        [artist],
      )
    ).rows,
    titles: (await env.pool.query('select id, title from rm_wallet_entries.titles order by title')).rows,
  });

  it.each([1, 5000])('writes one row per movement with its cause, and the titles it names (batches of %i)', async (batchSize) => {
    await env.project(batchSize);
    const ids = { songId: song, playlistId: playlist, submissionId: submission };
    expect(await rows()).toEqual({
      entries: [
        { userId: artist, revision: 0, kind: 'CoinsCredited', cause: 'coupon', releaseReason: null, amount: 1000, totalAfter: 1000, reservedAfter: 0, songId: null, playlistId: null, submissionId: null, counterpartyId: null },
        { userId: artist, revision: 1, kind: 'CoinsReserved', cause: 'submission', releaseReason: null, amount: 25, totalAfter: 1000, reservedAfter: 25, ...ids, counterpartyId: null },
        { userId: artist, revision: 2, kind: 'ReservationTransferred', cause: 'submission', releaseReason: null, amount: 25, totalAfter: 975, reservedAfter: 0, ...ids, counterpartyId: curator },
        { userId: artist, revision: 3, kind: 'ReservationReleased', cause: 'submission', releaseReason: 'settled', amount: 0, totalAfter: 975, reservedAfter: 0, ...ids, counterpartyId: null },
        { userId: curator, revision: 0, kind: 'TransferReceived', cause: 'submission', releaseReason: null, amount: 25, totalAfter: 25, reservedAfter: 0, ...ids, counterpartyId: artist },
      ],
      titles: [
        { id: song, title: 'Harbour Lights' },
        { id: playlist, title: 'Night Ferry' },
      ],
    });
  });
});
