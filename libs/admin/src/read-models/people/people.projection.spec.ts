import { randomUUID } from 'node:crypto';
import type { PlaylistDetails, PlaylistEvent, SongDetails, SongEvent } from '#catalog';
import { PROFILE_FIELDS, type UserEvent, type UserProfile } from '#identity';
import type { BountyEvent, SubmissionEvent } from '#marketplace';
import { createProjectionEnv, type ProjectionEnv } from '#testing';
import type { MovementCause, WalletEvent } from '#wallet';
import { AdminAccountsQuery } from './admin-accounts.query.js';
import { AdminStatsQuery } from './admin-stats.query.js';
import { adminPeopleProjection } from './people.projection.js';

/**
 * The admin people read model from a log of identity's, catalog's, marketplace's and wallet's
 * published events over two UTC days, read back through its queries with "now" at noon of the second.
 */
const DAY1 = '2026-05-31';
const DAY2 = '2026-06-01';
const NOW = new Date(`${DAY2}T12:00:00Z`);
const on = (day: string, time = '10:00') => new Date(`${day}T${time}:00Z`);

const id = () => randomUUID();
const [admin, artist, curator, both] = [id(), id(), id(), id()];
const [s1, s2, s3, s4, s5, s6] = [id(), id(), id(), id(), id(), id()];
const [p1, p2, p3] = [id(), id(), id()];

const songDetails: SongDetails = { title: 'Night Drive', description: null, spotifyUrl: null, youtubeUrl: null, soundcloudUrl: null, coverArtUrl: null, duration: 200, tagIds: [1] };
const playlistDetails: PlaylistDetails = {
  name: 'Late Night', description: 'Mellow indie for late nights.', platform: 'spotify', playlistUrl: 'https://open.spotify.com/playlist/x',
  coverImageUrl: null, followerCount: 10, trackCount: null, acceptingSubmissions: true, reviewPrice: 25, placementPrice: 150, tagIds: [1],
};
const noProfile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, null])) as unknown as UserProfile;

const registered = (userId: string, role: 'artist' | 'curator' | null, isAdmin = false): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, email: `${userId}@example.com`, passwordHash: null, firstName: 'First', lastName: 'Last', role, isAdmin },
});
const song = (type: 'SongAdded' | 'SongDeleted', songId: string, artistId: string): SongEvent =>
  type === 'SongAdded' ? { type, data: { songId, artistId, details: songDetails } } : { type, data: { songId, artistId } };
const playlist = (type: 'PlaylistCreated' | 'PlaylistDeleted', playlistId: string, curatorId: string): PlaylistEvent =>
  type === 'PlaylistCreated' ? { type, data: { playlistId, curatorId, details: playlistDetails } } : { type, data: { playlistId, curatorId } };

/** A funded request of the artist's song to a playlist, as the marketplace records it (sent, then funded or not). */
function request(songId: string, playlistId: string, curatorId: string, funded: boolean): SubmissionEvent[] {
  const ref = { submissionId: id(), songId, playlistId, artistId: artist, curatorId };
  const sent = { ...ref, type: 'review', message: 'Have a listen.', price: 25, reviewPrice: 25, matchPercentage: 80, sentAt: `${DAY1}T10:00:00Z`, respondBy: `${DAY2}T10:00:00Z` } as const;
  return [
    { type: 'SubmissionSent', data: sent },
    funded ? { type: 'SubmissionFunded', data: { ...ref, amount: 25 } } : { type: 'SubmissionUnfunded', data: { ...ref, needed: 25, available: 0 } },
  ];
}

const bountyRef = (bountyId: string, songId: string, artistId = artist) => ({ bountyId, songId, artistId });
const bountySet = (bountyId: string, songId: string, reviewAmount: number, placementAmount: number, artistId = artist): BountyEvent => ({
  type: 'BountySet',
  data: { ...bountyRef(bountyId, songId, artistId), reviewAmount, placementAmount, serviceType: 'both', description: null, expiresAt: `${DAY2}T23:00:00Z` },
});
const funded = (bountyId: string, songId: string, amount: number, artistId = artist): BountyEvent => ({ type: 'BountyFunded', data: { ...bountyRef(bountyId, songId, artistId), amount } });
const campaignRef = (bountyId: string, songId: string, campaignId: string, artistId = artist) => ({ ...bountyRef(bountyId, songId, artistId), campaignId, curatorId: curator });
const claimed = (bountyId: string, songId: string, campaignId: string, artistId = artist): BountyEvent => ({
  type: 'BountyClaimed',
  data: { ...campaignRef(bountyId, songId, campaignId, artistId), playlistId: p1, matchPercentage: 70 },
});
const accepted = (bountyId: string, songId: string, campaignId: string): BountyEvent => ({ type: 'CampaignAccepted', data: campaignRef(bountyId, songId, campaignId) });

const credit = (userId: string, amount: number, cause: MovementCause): WalletEvent => ({
  type: 'CoinsCredited',
  data: { userId, movementId: id(), amount, cause, totalAfter: amount, reservedAfter: 0 },
});
const purchase = (userId: string, amount: number): WalletEvent => credit(userId, amount, { kind: 'purchase', purchaseId: id(), packageId: 'pack-25', provider: 'test' });
/** A payout of `amount` from the artist's reservation to `payeeId`: the artist's side and the payee's. */
function payout(payeeId: string, amount: number, cause: MovementCause): [WalletEvent, WalletEvent] {
  const reservationId = id();
  return [
    { type: 'ReservationTransferred', data: { userId: artist, reservationId, amount, payeeId, cause, totalAfter: 0, reservedAfter: 0 } },
    { type: 'TransferReceived', data: { userId: payeeId, reservationId, amount, payerId: artist, cause, totalAfter: amount, reservedAfter: 0 } },
  ];
}

async function appendAccounts(env: ProjectionEnv): Promise<void> {
  await env.appendAt(on(DAY1, '07:00'), `user-${admin}`, registered(admin, null, true));
  await env.appendAt(on(DAY1, '08:00'), `user-${artist}`, registered(artist, 'artist'));
  await env.appendAt(on(DAY1, '08:01'), `user-${curator}`, registered(curator, 'curator'), {
    type: 'CuratorProfileCompleted',
    data: { userId: curator, displayName: 'Night Owl', bio: 'Mellow indie for late nights.' },
  });
  await env.appendAt(on(DAY1, '08:02'), `user-${both}`, registered(both, 'artist'), { type: 'UserRoleSelected', data: { userId: both, role: 'both' } });
  // What admins and users change later: the read model follows each.
  await env.appendAt(on(DAY2, '09:00'), `user-${artist}`, ...([
    { type: 'UserProfileUpdated', data: { userId: artist, profile: { ...noProfile, displayName: 'Ana', location: 'Lisbon', profileImageUrl: 'https://img.example/ana.png' } } },
    { type: 'UserVerified', data: { userId: artist, method: 'admin', reviewerId: admin, followerCount: null, notes: null } },
    { type: 'VerificationRevoked', data: { userId: artist, adminId: admin } },
    { type: 'UserNameChanged', data: { userId: artist, firstName: 'Ana Maria', lastName: 'Lee', adminId: admin } },
    { type: 'UserEmailChanged', data: { userId: artist, email: 'ana.maria@example.com', previousEmail: `${artist}@example.com`, adminId: admin } },
  ] satisfies UserEvent[]));
  await env.appendAt(on(DAY2, '09:00'), `user-${curator}`, ...([
    { type: 'UserVerified', data: { userId: curator, method: 'auto', reviewerId: null, followerCount: 20_000, notes: null } },
    { type: 'VerificationWithdrawn', data: { userId: curator, reason: 'spotify_link_changed' } },
    { type: 'UserDeactivated', data: { userId: curator, adminId: admin } },
  ] satisfies UserEvent[]));
  await env.appendAt(on(DAY2, '09:00'), `user-${both}`, ...([
    { type: 'UserVerified', data: { userId: both, method: 'admin', reviewerId: admin, followerCount: null, notes: 'Known label' } },
    { type: 'UserDeactivated', data: { userId: both, adminId: admin } },
    { type: 'UserReactivated', data: { userId: both, adminId: admin } },
  ] satisfies UserEvent[]));
}

async function appendCatalog(env: ProjectionEnv): Promise<void> {
  for (const songId of [s1, s2, s4, s6]) await env.appendAt(on(DAY1), `song-${songId}`, song('SongAdded', songId, artist));
  await env.appendAt(on(DAY2), `song-${s2}`, song('SongDeleted', s2, artist));
  for (const songId of [s3, s5]) await env.appendAt(on(DAY1), `song-${songId}`, song('SongAdded', songId, both));
  await env.appendAt(on(DAY1), `playlist-${p1}`, playlist('PlaylistCreated', p1, curator));
  await env.appendAt(on(DAY1), `playlist-${p2}`, playlist('PlaylistCreated', p2, curator), playlist('PlaylistDeleted', p2, curator));
  await env.appendAt(on(DAY1), `playlist-${p3}`, playlist('PlaylistCreated', p3, both));
}

/** Requests: two funded, one unfunded (never sent); the one to `both`'s playlist reviewed and paid. */
async function appendRequests(env: ProjectionEnv): Promise<void> {
  await env.appendAt(on(DAY1), `submissions-${s1}-${p1}`, ...request(s1, p1, curator, true));
  await env.appendAt(on(DAY1), `submissions-${s4}-${p1}`, ...request(s4, p1, curator, false));
  await env.appendAt(on(DAY1), `submissions-${s1}-${p3}`, ...request(s1, p3, both, true));
  const [paidOut, received] = payout(both, 25, { kind: 'submission', submissionId: id(), songId: s1, playlistId: p3 });
  await env.appendAt(on(DAY1), `wallet-${artist}`, paidOut);
  await env.appendAt(on(DAY1), `wallet-${both}`, received);
}

/**
 * Bounties: b1 open with an active campaign (accepted yesterday) after a rejected one; b2 cancelled
 * and b3 never funded; b5 set today with a pending campaign; b6 completed today with a payout; b8
 * open with a campaign claimed and accepted today; b9 open with a campaign pending since yesterday; b4 still funding.
 */
async function appendBounties(env: ProjectionEnv): Promise<void> {
  const [b1, b2, b3, b4, b5, b6, b8, b9] = [id(), id(), id(), id(), id(), id(), id(), id()];
  const [c1, c2, c3, c4, c6, c7] = [id(), id(), id(), id(), id(), id()];
  await env.appendAt(on(DAY1), `bounties-${s1}`, bountySet(b1, s1, 25, 125), funded(b1, s1, 150), claimed(b1, s1, c3), {
    type: 'CampaignRejected',
    data: { ...campaignRef(b1, s1, c3), curatorFeedback: 'Not for us' },
  }, claimed(b1, s1, c1), accepted(b1, s1, c1));
  await env.appendAt(on(DAY1), `bounties-${s3}`, bountySet(b2, s3, 10, 50, both), funded(b2, s3, 60, both), {
    type: 'BountyCancelled',
    data: { ...bountyRef(b2, s3, both), releasedAmount: 60 },
  }, bountySet(b3, s3, 10, 50, both), { type: 'BountyUnfunded', data: { ...bountyRef(b3, s3, both), needed: 60, available: 0 } });
  await env.appendAt(on(DAY2), `bounties-${s3}`, bountySet(b5, s3, 10, 50, both), funded(b5, s3, 60, both), claimed(b5, s3, c2, both));
  await env.appendAt(on(DAY1), `bounties-${s4}`, bountySet(b6, s4, 25, 125), funded(b6, s4, 150), claimed(b6, s4, c4));
  await env.appendAt(on(DAY2), `bounties-${s4}`, accepted(b6, s4, c4), {
    type: 'CampaignCompleted',
    data: { ...campaignRef(b6, s4, c4), outcome: 'reviewed', curatorFeedback: 'Lovely mix.', paidAmount: 25, releasedAmount: 125 },
  });
  const [paidOut, received] = payout(curator, 25, { kind: 'bounty', bountyId: b6, songId: s4, campaignId: c4 });
  await env.appendAt(on(DAY2), `wallet-${artist}`, paidOut);
  await env.appendAt(on(DAY2), `wallet-${curator}`, received);
  await env.appendAt(on(DAY1), `bounties-${s4}`, bountySet(b8, s4, 20, 100), funded(b8, s4, 120));
  await env.appendAt(on(DAY2), `bounties-${s4}`, claimed(b8, s4, c7), accepted(b8, s4, c7));
  await env.appendAt(on(DAY1), `bounties-${s5}`, bountySet(b9, s5, 10, 50, both), funded(b9, s5, 60, both), claimed(b9, s5, c6, both));
  await env.appendAt(on(DAY2), `bounties-${s6}`, bountySet(b4, s6, 10, 50));
}

/** Coins in: a coupon (not a purchase) and a purchase yesterday, two purchases today. */
async function appendCoins(env: ProjectionEnv): Promise<void> {
  await env.appendAt(on(DAY1), `wallet-${artist}`, credit(artist, 1000, { kind: 'coupon', code: 'TEST-COUPON' }), purchase(artist, 130));
  await env.appendAt(on(DAY2, '00:00'), `wallet-${artist}`, purchase(artist, 25));
  await env.appendAt(on(DAY2, '23:59'), `wallet-${both}`, purchase(both, 51));
}

const account = (userId: string, fields: Record<string, unknown>) => ({
  id: userId,
  email: `${userId}@example.com`,
  firstName: 'First',
  lastName: 'Last',
  displayName: null,
  location: null,
  profileImageUrl: null,
  isAdmin: false,
  isActive: true,
  isVerified: false,
  ...fields,
});

describe('admin people projection', () => {
  let env: ProjectionEnv;
  let accounts: AdminAccountsQuery;
  let stats: AdminStatsQuery;
  beforeAll(async () => {
    env = await createProjectionEnv(adminPeopleProjection);
    for (const append of [appendAccounts, appendCatalog, appendRequests, appendBounties, appendCoins]) await append(env);
    accounts = new AdminAccountsQuery(env.pool);
    stats = new AdminStatsQuery(env.pool);
  });
  afterAll(() => env.close());

  describe.each([1, 5000])('in batches of %i events', (batchSize) => {
    beforeAll(() => env.project(batchSize));

    it('keeps a row per account as identity last published it, newest first', async () => {
      expect(await accounts.users()).toEqual([
        account(both, { role: 'both', isVerified: true, createdAt: `${DAY1}T08:02:00.000Z` }),
        account(curator, { role: 'curator', displayName: 'Night Owl', isActive: false, createdAt: `${DAY1}T08:01:00.000Z` }),
        account(artist, {
          role: 'artist',
          email: 'ana.maria@example.com',
          firstName: 'Ana Maria',
          lastName: 'Lee',
          displayName: 'Ana',
          location: 'Lisbon',
          profileImageUrl: 'https://img.example/ana.png',
          createdAt: `${DAY1}T08:00:00.000Z`,
        }),
        account(admin, { role: null, isAdmin: true, createdAt: `${DAY1}T07:00:00.000Z` }),
      ]);
    });

    it('lists artists and curators with what each counts, a "both" account in both', async () => {
      const counts = (rows: { id: string }[]) => rows.map(({ id: userId, ...row }) => ({ id: userId, ...pick(row, ['songCount', 'playlistCount', 'totalSubmissions', 'vibeCoinsSpent', 'vibeCoinsEarned']) }));
      expect(counts(await accounts.artists())).toEqual([
        { id: both, songCount: 2, totalSubmissions: 0, vibeCoinsSpent: 0 },
        { id: artist, songCount: 3, totalSubmissions: 2, vibeCoinsSpent: 50 },
      ]);
      expect(counts(await accounts.curators())).toEqual([
        { id: both, playlistCount: 1, totalSubmissions: 1, vibeCoinsEarned: 25 },
        { id: curator, playlistCount: 1, totalSubmissions: 1, vibeCoinsEarned: 25 },
      ]);
    });

    it('answers every statistic, "today" being the UTC day of now', async () => {
      expect(await stats.stats(NOW)).toEqual({
        totalUsers: 4,
        totalArtists: 1,
        totalCurators: 1,
        totalBoth: 1,
        totalSongs: 5,
        totalPlaylists: 2,
        totalActiveBounties: 4,
        totalActiveSongsWithBounty: 4,
        todaysActiveSongsWithBounty: 1,
        totalBountyVibeCoin: 150 + 60 + 120 + 60,
        totalPendingCampaigns: 2,
        totalActiveCampaigns: 2,
        todaysPendingCampaigns: 1,
        todaysActiveCampaigns: 1,
        totalVibeCoinPurchased: 130 + 25 + 51,
        totalVibeCoinPaidout: 50,
        todaysVibeCoinPurchased: 76,
      });
    });

    it('counts the coins purchased and paid out per UTC day, zeros on a day of nothing', async () => {
      expect(await stats.coinFlow(NOW, 3)).toEqual([
        { day: '2026-05-30', purchased: 0, paidOut: 0 },
        { day: DAY1, purchased: 130, paidOut: 25 },
        { day: DAY2, purchased: 76, paidOut: 25 },
      ]);
    });
  });
});

function pick(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in row).map((field) => [field, row[field]]));
}
