import { randomUUID } from 'node:crypto';
import {
  ADMIN_CREDENTIALS, ADMIN_ENV, type Agent, addSong, createPlaylist, createTestApp, fundWallet, signInAdmin, signUp, signUpCurator, type SignedUpAccount, type TestApp, appendEvents, eventually, setBounty, caughtUp,
} from '#testing';

const ROUTES = ['/api/admin/stats', '/api/admin/stats/coin-flow', '/api/admin/users', '/api/admin/artists', '/api/admin/curators'];
const MESSAGE = 'I think this fits your late-night mood.';
const FEEDBACK = 'Lovely textures; the vocal sits a little low.';

/** The current UTC day, as the app's clock sees it. */
const today = () => new Date().toISOString().slice(0, 10);

interface History {
  readonly artist: SignedUpAccount;
  readonly curator: SignedUpAccount;
  readonly both: SignedUpAccount;
}

/**
 * A history through the real API: an artist (a coupon, a purchase of 130 VC, four songs, one
 * deleted), a curator (two playlists, one deleted) and a "both" account (a playlist, a song);
 * a bounty completed with 25 VC paid, one cancelled, one open under a pending campaign and one
 * under an active campaign; a request answered (25 VC paid) and one pending; three page visits.
 */
async function buildHistory(app: TestApp): Promise<History> {
  const artist = await signUp(app, { profile: { displayName: 'Ana', location: 'Lisbon' } });
  const curator = await signUpCurator(app);
  const both = await signUpCurator(app, { role: 'both' });
  await fundWallet(artist.agent);
  await artist.agent.post('/api/vibecoins/purchases').set('Idempotency-Key', randomUUID()).send({ packageId: 'pack-25' }).expect(201);
  await fundWallet(both.agent);
  const [completed, cancelled, underWay, deleted] = [await addSong(artist.agent), await addSong(artist.agent), await addSong(artist.agent), await addSong(artist.agent)];
  await artist.agent.delete(`/api/songs/${deleted.id}`).expect(200);
  const bothSong = await addSong(both.agent);
  const playlist = await createPlaylist(curator.agent);
  const dropped = await createPlaylist(curator.agent, { name: 'Dropped' });
  await curator.agent.delete(`/api/playlists/${dropped.id}`).expect(204);
  const bothPlaylist = await createPlaylist(both.agent);

  const done = await claim(curator, await setBounty(artist, completed.id));
  await curator.agent.patch(`/api/campaigns/${done}`).send({ status: 'active' }).expect(200);
  await curator.agent.patch(`/api/campaigns/${done}`).send({ status: 'completed', outcome: 'reviewed', curatorFeedback: FEEDBACK }).expect(200);
  await setBounty(artist, cancelled.id);
  await artist.agent.delete(`/api/songs/${cancelled.id}/bounty`).expect(200);
  await claim(curator, await setBounty(both, bothSong.id));
  const active = await claim(both, await setBounty(artist, underWay.id, { reviewAmount: 10, placementAmount: 50 }));
  await both.agent.patch(`/api/campaigns/${active}`).send({ status: 'active' }).expect(200);

  const answered = await send(artist, completed.id, playlist.id);
  await curator.agent.patch(`/api/submissions/${answered}`).send({ status: 'reviewed', curatorFeedback: FEEDBACK }).expect(200);
  await send(artist, completed.id, bothPlaylist.id);
  for (const page of ['/', '/search', '/blog']) await app.agent().post('/api/analytics/page-visit').send({ page }).expect(202);
  return { artist, curator, both };
}

const claim = async (curator: SignedUpAccount, bounty: { id: string }): Promise<string> =>
  ((await curator.agent.post(`/api/bounties/${bounty.id}/claim`).expect(201)).body as { id: string }).id;
const send = async (artist: SignedUpAccount, songId: string, playlistId: string): Promise<string> =>
  ((await artist.agent.post('/api/submissions').send({ songId, playlistId, type: 'review', price: 25, message: MESSAGE }).expect(201)).body as { id: string }).id;

describe('admin statistics and account listings', () => {
  let app: TestApp;
  let admin: Agent;
  let adminId: string;
  let history: History;
  const statsNow = async () => (await admin.get('/api/admin/stats').expect(200)).body as Record<string, number>;

  beforeAll(async () => {
    app = await createTestApp({ env: { ...ADMIN_ENV } });
    admin = await signInAdmin(app);
    adminId = ((await admin.get('/api/auth/user').expect(200)).body as { id: string }).id;
    history = await buildHistory(app);
    // Payouts and page visits land after their requests answered: wait for them, then for the admin read model to reach the log's head.
    await eventually(statsNow, (stats) => stats.totalVibeCoinPaidout === 50 && stats.websiteVisits === 3);
    expect(await caughtUp(app, 'admin-people')).toBe(true);
  }, 60_000);
  afterAll(() => app.close());

  describe.each(ROUTES)('GET %s', (route) => {
    it('answers 401 without a session and 403 "Admins only" to an artist, a curator and a both account', async () => {
      expect((await app.agent().get(route).expect(401)).body).toEqual({ message: expect.any(String) });
      for (const account of [history.artist, history.curator, history.both]) {
        expect((await account.agent.get(route).expect(403)).body).toEqual({ message: 'Admins only' });
      }
    });
  });

  it('answers every statistic of the history, "today" being the current UTC day', async () => {
    expect(await statsNow()).toEqual({
      totalUsers: 4,
      totalArtists: 1,
      totalCurators: 1,
      totalBoth: 1,
      websiteVisits: 3,
      totalSongs: 4,
      totalActiveSongsWithBounty: 2,
      todaysActiveSongsWithBounty: 2,
      totalActiveBounties: 2,
      totalBountyVibeCoin: 150 + 60,
      totalPlaylists: 2,
      totalPendingCampaigns: 1,
      totalActiveCampaigns: 1,
      todaysPendingCampaigns: 1,
      todaysActiveCampaigns: 1,
      totalVibeCoinPurchased: 130,
      totalVibeCoinPaidout: 50,
      todaysVibeCoinPurchased: 130,
    });
  });

  describe('GET /api/admin/stats/coin-flow', () => {
    it('answers one entry per UTC day, oldest first, days of nothing included, today last', async () => {
      const flow = (await admin.get('/api/admin/stats/coin-flow?days=3').expect(200)).body as { day: string; purchased: number; paidOut: number }[];
      expect(flow).toHaveLength(3);
      expect(flow.map((entry) => entry.day)).toEqual([...flow.map((entry) => entry.day)].sort());
      expect(flow.slice(0, 2).map(({ purchased, paidOut }) => [purchased, paidOut])).toEqual([[0, 0], [0, 0]]);
      expect(flow[2]).toEqual({ day: today(), purchased: 130, paidOut: 50 });
    });

    it('answers 30 days by default, and one day: today', async () => {
      const month = (await admin.get('/api/admin/stats/coin-flow').expect(200)).body as { day: string }[];
      expect(month).toHaveLength(30);
      expect(month[29].day).toBe(today());
      expect((await admin.get('/api/admin/stats/coin-flow?days=1').expect(200)).body).toEqual([{ day: today(), purchased: 130, paidOut: 50 }]);
      expect((await admin.get('/api/admin/stats/coin-flow?days=365').expect(200)).body).toHaveLength(365);
    });

    it.each(['0', '366', '1.5', '-3', 'abc', ''])('answers 400 for days=%s', async (days) => {
      expect((await admin.get(`/api/admin/stats/coin-flow?days=${days}`).expect(400)).body).toMatchObject({ message: 'days must be a whole number from 1 to 365' });
    });
  });

  describe('the listings', () => {
    it('lists every account newest first, the seeded admin last', async () => {
      const { artist, curator, both } = history;
      const users = (await admin.get('/api/admin/users').expect(200)).body as Record<string, unknown>[];
      expect(users.map((user) => [user.id, user.role, user.isAdmin])).toEqual([
        [both.user.id, 'both', false],
        [curator.user.id, 'curator', false],
        [artist.user.id, 'artist', false],
        [adminId, null, true],
      ]);
      expect(users[2]).toEqual({
        id: artist.user.id,
        email: artist.email,
        firstName: 'Ana',
        lastName: 'Lee',
        displayName: 'Ana',
        location: 'Lisbon',
        profileImageUrl: null,
        role: 'artist',
        isAdmin: false,
        isActive: true,
        isVerified: false,
        createdAt: expect.stringMatching(new RegExp(`^${today()}T`)),
      });
      expect(users[3]).toMatchObject({ email: ADMIN_CREDENTIALS.email });
    });

    it('lists artists (artist or both) and curators (curator or both), newest first, each with what the spec counts', async () => {
      const { artist, curator, both } = history;
      const listing = async (route: string, counts: readonly string[]) =>
        ((await admin.get(route).expect(200)).body as Record<string, unknown>[]).map((row) => Object.fromEntries(['id', 'role', ...counts].map((field) => [field, row[field]])));
      expect(await listing('/api/admin/artists', ['songCount', 'totalSubmissions', 'vibeCoinsSpent'])).toEqual([
        { id: both.user.id, role: 'both', songCount: 1, totalSubmissions: 0, vibeCoinsSpent: 0 },
        { id: artist.user.id, role: 'artist', songCount: 3, totalSubmissions: 2, vibeCoinsSpent: 50 },
      ]);
      expect(await listing('/api/admin/curators', ['playlistCount', 'totalSubmissions', 'vibeCoinsEarned'])).toEqual([
        { id: both.user.id, role: 'both', playlistCount: 1, totalSubmissions: 1, vibeCoinsEarned: 0 },
        { id: curator.user.id, role: 'curator', playlistCount: 1, totalSubmissions: 1, vibeCoinsEarned: 50 },
      ]);
      const curators = (await admin.get('/api/admin/curators').expect(200)).body as Record<string, unknown>[];
      expect(curators[1]).toMatchObject({ email: curator.email, displayName: 'Night Owl', isActive: true, isVerified: false });
    });

    it('follows identity’s admin events: deactivation, verification, name and email, and their reversal', async () => {
      const { artist } = history;
      const stream = `user-${artist.user.id}`;
      const listed = async () => ((await admin.get('/api/admin/artists').expect(200)).body as Record<string, unknown>[]).find((row) => row.id === artist.user.id);
      await appendEvents(app, stream, [
        { type: 'UserDeactivated', data: { userId: artist.user.id, adminId } },
        { type: 'UserVerified', data: { userId: artist.user.id, method: 'admin', reviewerId: adminId, followerCount: null, notes: null } },
        { type: 'UserNameChanged', data: { userId: artist.user.id, firstName: 'Ana Maria', lastName: 'Costa', adminId } },
        { type: 'UserEmailChanged', data: { userId: artist.user.id, email: 'ana.costa@example.com', previousEmail: artist.email, adminId } },
      ]);
      const changed = { isActive: false, isVerified: true, firstName: 'Ana Maria', lastName: 'Costa', email: 'ana.costa@example.com' };
      expect(await eventually(listed, (row) => row?.email === changed.email)).toMatchObject({ ...changed, songCount: 3 });
      await appendEvents(app, stream, [
        { type: 'VerificationRevoked', data: { userId: artist.user.id, adminId } },
        { type: 'UserReactivated', data: { userId: artist.user.id, adminId } },
      ]);
      expect(await eventually(listed, (row) => row?.isActive === true)).toMatchObject({ isActive: true, isVerified: false });
      expect(await statsNow()).toMatchObject({ totalUsers: 4, totalArtists: 1 });
    });
  });
});
