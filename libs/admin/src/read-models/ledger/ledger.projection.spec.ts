import { randomUUID } from 'node:crypto';
import type { UserEvent, UserProfile } from '#identity';
import { createProjectionEnv, type ProjectionEnv } from '#testing';
import type { MovementCause, WalletEvent } from '#wallet';
import { ledgerProjection } from './ledger.projection.js';
import { LedgerQuery } from './ledger.query.js';

/** The ledger read model from a small log of identity and wallet events, in batches of one event and of the whole log. */
const artist = randomUUID();
const curator = randomUUID();
const stranger = randomUUID();
const bounty = randomUUID();
const song = randomUUID();
const campaign = randomUUID();

const registered = (userId: string, firstName: string, lastName: string): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, email: `${userId}@example.com`, passwordHash: null, firstName, lastName, role: 'artist', isAdmin: false },
});
const profile = (displayName: string | null): UserProfile => ({
  displayName, bio: null, location: null, website: null, profileImageUrl: null, spotifyUrl: null, soundcloudUrl: null, youtubeUrl: null,
  instagramUrl: null, twitterUrl: null, blueskyUrl: null, tiktokUrl: null, audiomackUrl: null, appleMusicUrl: null, amazonMusicUrl: null,
});
const cause: MovementCause = { kind: 'bounty', bountyId: bounty, songId: song, campaignId: null };
const paid: MovementCause = { ...cause, campaignId: campaign };

async function appendLog(env: ProjectionEnv): Promise<void> {
  await env.append(`user-${artist}`, registered(artist, 'Ana', 'Lee'));
  await env.append(`user-${curator}`, registered(curator, 'Cal', 'Moss'), { type: 'CuratorProfileCompleted', data: { userId: curator, displayName: 'Night Owl', bio: 'Late.' } });
  await env.append(`wallet-${artist}`, ...([
    { type: 'CoinsCredited', data: { userId: artist, movementId: 'coupon:x', amount: 1000, cause: { kind: 'coupon', code: 'x' }, totalAfter: 1000, reservedAfter: 0 } },
    { type: 'CoinsReserved', data: { userId: artist, reservationId: bounty, amount: 150, cause, totalAfter: 1000, reservedAfter: 150 } },
    { type: 'ReservationTransferred', data: { userId: artist, reservationId: bounty, amount: 25, payeeId: curator, cause: paid, totalAfter: 975, reservedAfter: 125 } },
    { type: 'ReservationReleased', data: { userId: artist, reservationId: bounty, amount: 125, reason: 'settled', cause: paid, totalAfter: 975, reservedAfter: 0 } },
  ] satisfies WalletEvent[]));
  await env.append(`wallet-${curator}`, ...([
    { type: 'TransferReceived', data: { userId: curator, reservationId: bounty, amount: 25, payerId: artist, cause: paid, totalAfter: 25, reservedAfter: 0 } },
    { type: 'CoinsCredited', data: { userId: curator, movementId: 'p-1', amount: 260, cause: { kind: 'purchase', purchaseId: 'p-1', packageId: 'pack-50', provider: 'test' }, totalAfter: 285, reservedAfter: 0 } },
  ] satisfies WalletEvent[]));
  // A wallet whose owner the ledger never heard of is listed without a name.
  await env.append(`wallet-${stranger}`, { type: 'CoinsCredited', data: { userId: stranger, movementId: 'coupon:x', amount: 1000, cause: { kind: 'coupon', code: 'x' }, totalAfter: 1000, reservedAfter: 0 } } satisfies WalletEvent);
  // Names are the owner's latest: a display name when there is one, else the legal name (as an admin corrected it).
  await env.append(`user-${artist}`, { type: 'UserProfileUpdated', data: { userId: artist, profile: profile('=DJ Ana') } } satisfies UserEvent);
  await env.append(`user-${curator}`, ...([
    { type: 'UserProfileUpdated', data: { userId: curator, profile: profile(null) } },
    { type: 'UserNameChanged', data: { userId: curator, firstName: 'Calvin', lastName: 'Moss', adminId: stranger } },
  ] satisfies UserEvent[]));
}

describe('ledger projection', () => {
  let env: ProjectionEnv;
  beforeAll(async () => {
    env = await createProjectionEnv(ledgerProjection);
    await appendLog(env);
  });
  afterAll(() => env.close());

  const none = { couponCode: null, purchaseId: null, bountyId: null, campaignId: null, submissionId: null, songId: null, playlistId: null, counterpartyId: null, releaseReason: null };
  const bountyIds = { bountyId: bounty, songId: song, movementId: bounty };

  it.each([1, 5000])('lists every movement newest first with its cause, ids, figures after and the owner’s name (batches of %i)', async (batchSize) => {
    await env.project(batchSize);
    const { entries, nextCursor } = await new LedgerQuery(env.pool).page({ userId: null, movement: null, cause: null, from: null, until: null }, null, 50);
    expect(nextCursor).toBeNull();
    expect(entries.map(({ position: _p, eventId: _e, occurredAt: _o, ...entry }) => entry)).toEqual([
      { ...none, userId: stranger, userName: null, movement: 'CoinsCredited', amount: 1000, cause: 'coupon', couponCode: 'x', movementId: 'coupon:x', totalAfter: 1000, reservedAfter: 0, availableAfter: 1000 },
      { ...none, userId: curator, userName: 'Calvin Moss', movement: 'CoinsCredited', amount: 260, cause: 'purchase', purchaseId: 'p-1', movementId: 'p-1', totalAfter: 285, reservedAfter: 0, availableAfter: 285 },
      { ...none, ...bountyIds, campaignId: campaign, counterpartyId: artist, userId: curator, userName: 'Calvin Moss', movement: 'TransferReceived', amount: 25, cause: 'bounty', totalAfter: 25, reservedAfter: 0, availableAfter: 25 },
      { ...none, ...bountyIds, campaignId: campaign, releaseReason: 'settled', userId: artist, userName: '=DJ Ana', movement: 'ReservationReleased', amount: 125, cause: 'bounty', totalAfter: 975, reservedAfter: 0, availableAfter: 975 },
      { ...none, ...bountyIds, campaignId: campaign, counterpartyId: curator, userId: artist, userName: '=DJ Ana', movement: 'ReservationTransferred', amount: 25, cause: 'bounty', totalAfter: 975, reservedAfter: 125, availableAfter: 850 },
      { ...none, ...bountyIds, userId: artist, userName: '=DJ Ana', movement: 'CoinsReserved', amount: 150, cause: 'bounty', totalAfter: 1000, reservedAfter: 150, availableAfter: 850 },
      { ...none, userId: artist, userName: '=DJ Ana', movement: 'CoinsCredited', amount: 1000, cause: 'coupon', couponCode: 'x', movementId: 'coupon:x', totalAfter: 1000, reservedAfter: 0, availableAfter: 1000 },
    ]);
    const positions = entries.map((entry) => entry.position.split('/').map(BigInt));
    const sorted = [...positions].sort(([c1, p1], [c2, p2]) => (c1 === c2 ? Number(p2 - p1) : Number(c2 - c1)));
    expect(positions).toEqual(sorted);
    expect(new Set(entries.map((entry) => entry.eventId)).size).toBe(7);
  });
});
