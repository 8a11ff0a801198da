import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { ADMIN_ENV, addSong, createTestApp, DAY_MS, fundWallet, MovableClock, signInAdmin, signUp, signUpCurator, type SignedUpAccount, type TestApp, eventually, expectLedgerWhole, artistAndCurator, balanceOf, setBounty, EVERY_OPEN_BOUNTY } from '#testing';

interface Campaign {
  readonly id: string;
  readonly status: string;
  readonly deadline: string | null;
  readonly endReason: string | null;
}

const campaignsOf = async (curator: SignedUpAccount): Promise<Campaign[]> => (await curator.agent.get('/api/campaigns').expect(200)).body as Campaign[];
const discoverable = async (curator: SignedUpAccount): Promise<string[]> => ((await curator.agent.get(EVERY_OPEN_BOUNTY).expect(200)).body as { id: string }[]).map((b) => b.id);
const claim = (curator: SignedUpAccount, bountyId: string) => curator.agent.post(`/api/bounties/${bountyId}/claim`);
const COMPLETE = { status: 'completed', outcome: 'reviewed', curatorFeedback: 'Reviewed on the Friday show.' } as const;
const ROUNDS = 50;

/** `count` bounties of 10 VC at once, each on a new song, from two artists of 1000 VC. */
async function smallBounties(app: TestApp, count: number): Promise<{ artists: SignedUpAccount[]; bountyIds: string[] }> {
  const artists = await Promise.all([0, 1].map(async () => {
    const artist = await signUp(app);
    await fundWallet(artist.agent);
    return artist;
  }));
  const bountyIds = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const artist = artists[i % artists.length];
      return (await setBounty(artist, (await addSong(artist.agent)).id, { serviceType: 'review', reviewAmount: 10, placementAmount: 0 })).id;
    }),
  );
  return { artists, bountyIds };
}

/**
 * Decision 0018: no campaign holds an artist's escrow without a deadline. Not accepted within
 * CAMPAIGN_ACCEPT_WINDOW or not completed within CAMPAIGN_COMPLETION_WINDOW, it ends unpaid and
 * the bounty reopens (or expires, released in full, past its own end); a curator who can no longer
 * work ends theirs at once; and a curator holds at most CAMPAIGNS_PER_CURATOR at a time.
 */
describe('campaign deadlines', () => {
  describe('the windows, each ended by its own delayed job (the sweep runs once a day here)', () => {
    // Each window short, and everything else long enough that a slow machine cannot reach it first.
    const windows = (env: Record<string, string>) => createTestApp({ env: { ...ADMIN_ENV, EXPIRY_SWEEP_INTERVAL: 'P1D', ...env } });
    let app: TestApp;
    afterEach(async () => {
      try {
        await expectLedgerWhole(app);
      } finally {
        await app.close();
      }
    });

    it('ends a campaign not accepted in time: the bounty is open to other curators again, its coins still reserved', async () => {
      app = await windows({ CAMPAIGN_ACCEPT_WINDOW: 'PT3S' });
      const { artist, curator, song } = await artistAndCurator(app);
      const bounty = await setBounty(artist, song.id);
      const claimed = (await claim(curator, bounty.id).expect(201)).body as Campaign;
      expect(claimed).toMatchObject({ status: 'pending', endReason: null });
      expect(Date.parse(claimed.deadline ?? '')).toBeGreaterThan(Date.now());
      const ended = await eventually(() => campaignsOf(curator), (list) => list[0]?.status === 'expired');
      expect(ended[0]).toMatchObject({ id: claimed.id, status: 'expired', deadline: null, endReason: 'not_accepted' });
      await curator.agent.patch(`/api/campaigns/${claimed.id}`).send({ status: 'active' }).expect(409);
      const other = await signUpCurator(app);
      expect(await discoverable(other)).toContain(bounty.id);
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 150, available: 850 });
      await claim(other, bounty.id).expect(201);
    });

    it('ends an accepted campaign not completed in time, unpaid, and the bounty with it once its own end passed: every coin back to the artist', async () => {
      app = await windows({ CAMPAIGN_COMPLETION_WINDOW: 'PT3S', BOUNTY_LIFETIME: 'PT8S' });
      const { artist, curator, song } = await artistAndCurator(app);
      const bounty = await setBounty(artist, song.id);
      const claimed = (await claim(curator, bounty.id).expect(201)).body as Campaign;
      const accepted = (await curator.agent.patch(`/api/campaigns/${claimed.id}`).send({ status: 'active' }).expect(200)).body as Campaign;
      expect(accepted.status).toBe('active');
      expect((await artist.agent.get('/api/user/active-bounties').expect(200)).body[0]).toMatchObject({ hasCampaign: true, campaignDeadline: accepted.deadline });
      const ended = await eventually(() => campaignsOf(curator), (list) => list[0]?.status === 'expired');
      expect(ended[0]).toMatchObject({ status: 'expired', endReason: 'not_completed', paidAmount: 0 });
      await curator.agent.patch(`/api/campaigns/${claimed.id}`).send(COMPLETE).expect(409);
      expect(await eventually(() => balanceOf(artist), (b) => b.reserved === 0, 30_000)).toEqual({ total: 1000, reserved: 0, available: 1000 });
      expect(await balanceOf(curator)).toEqual({ total: 0, reserved: 0, available: 0 });
    });
  });

  it('ends every campaign left unfinished, in many rounds at once, by its deadline: no coin stays reserved', async () => {
    // The default windows on a clock moved past them all, and past the bounties' own end: the sweep ends each.
    const clock = new MovableClock();
    const app = await createTestApp({ env: { ...ADMIN_ENV, EXPIRY_SWEEP_INTERVAL: 'PT1S' }, clock });
    try {
      const { artists, bountyIds } = await smallBounties(app, ROUNDS);
      const curators = await Promise.all(Array.from({ length: ROUNDS / 10 }, () => signUpCurator(app)));
      // Ten claims a curator at once; every other campaign accepted, none completed.
      await Promise.all(curators.map(async (curator, i) => {
        const claimed = await Promise.all(bountyIds.slice(i * 10, i * 10 + 10).map(async (id) => (await claim(curator, id).expect(201)).body as Campaign));
        await Promise.all(claimed.filter((_, k) => k % 2 === 0).map((campaign) => curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'active' }).expect(200)));
      }));
      expect((await Promise.all(curators.map(campaignsOf))).flat().filter((c) => c.status === 'expired')).toEqual([]);
      clock.advance(31 * DAY_MS);
      const ended = await eventually(async () => (await Promise.all(curators.map(campaignsOf))).flat(), (all) => all.every((c) => c.status === 'expired'), 60_000);
      expect(ended.filter((c) => c.status !== 'expired')).toEqual([]);
      expect(new Set(ended.map((c) => c.endReason))).toEqual(new Set(['not_accepted', 'not_completed']));
      for (const artist of artists) expect(await eventually(() => balanceOf(artist), (b) => b.reserved === 0, 30_000)).toEqual({ total: 1000, reserved: 0, available: 1000 });
      await expectLedgerWhole(app);
    } finally {
      await app.close();
    }
  }, 180_000);

  it('lets the artist cancel a bounty whose campaign is past its deadline, even before any job has ended it', async () => {
    // A sweep once a day and a clock moved past the deadline: only the artist's cancel acts on it.
    const clock = new MovableClock();
    const app = await createTestApp({ env: { ...ADMIN_ENV, EXPIRY_SWEEP_INTERVAL: 'P1D' }, clock });
    try {
      const { artist, curator, song } = await artistAndCurator(app);
      const bounty = await setBounty(artist, song.id);
      const claimed = (await claim(curator, bounty.id).expect(201)).body as Campaign;
      await curator.agent.patch(`/api/campaigns/${claimed.id}`).send({ status: 'active' }).expect(200);
      expect((await artist.agent.delete(`/api/songs/${song.id}/bounty`).expect(409)).body.message).toMatch(/A curator is working on this bounty/);
      clock.advance(15 * DAY_MS);
      expect((await artist.agent.delete(`/api/songs/${song.id}/bounty`).expect(200)).body).toEqual({ releasedAmount: 150 });
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 0, available: 1000 });
      expect((await eventually(() => campaignsOf(curator), (list) => list[0]?.status === 'expired'))[0]).toMatchObject({ endReason: 'not_completed' });
      await expectLedgerWhole(app);
    } finally {
      await app.close();
    }
  });

  it('refuses to accept or complete a pending campaign once its bounty has ended, before any job has ended it: nothing is paid, and the bounty’s job releases every coin', async () => {
    // Claimed on the bounty's last day: the accept deadline (3 days on) is past the bounty's end, which comes first.
    const clock = new MovableClock();
    const app = await createTestApp({ env: { ...ADMIN_ENV, EXPIRY_SWEEP_INTERVAL: 'P1D' }, clock });
    try {
      const { artist, curator, song } = await artistAndCurator(app);
      const bounty = await setBounty(artist, song.id); // 150 VC, 30 days
      clock.advance(29 * DAY_MS);
      const claimed = (await claim(curator, bounty.id).expect(201)).body as Campaign;
      const [shown] = (await artist.agent.get('/api/user/active-bounties').expect(200)).body as { expiresAt: string; campaignDeadline: string | null }[];
      // The deadline shown is the one enforced: the bounty's end, not the accept deadline after it.
      expect(claimed).toMatchObject({ status: 'pending', deadline: shown.expiresAt });
      expect(shown.campaignDeadline).toBe(shown.expiresAt);
      clock.advance(DAY_MS + 60_000);
      const PAST_DEADLINE = 'This campaign is past its deadline: it has ended unfinished and the bounty went back to its artist';
      for (const move of [{ ...COMPLETE, outcome: 'placed' }, { status: 'active' }]) {
        const refused = await curator.agent.patch(`/api/campaigns/${claimed.id}`).send(move);
        expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: PAST_DEADLINE });
      }
      expect(await balanceOf(curator)).toEqual({ total: 0, reserved: 0, available: 0 });
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 150, available: 850 });
      // The bounty's end job (queued at its setting, keyed by its id) runs now: the campaign ends with the bounty.
      const deadlines = app.app.get<Queue>(getQueueToken('marketplace-deadlines'), { strict: false });
      const job = await deadlines.getJob(bounty.id);
      expect(await job?.getState()).toBe('delayed');
      await job?.promote();
      expect(await eventually(() => balanceOf(artist), (b) => b.reserved === 0, 30_000)).toEqual({ total: 1000, reserved: 0, available: 1000 });
      expect((await eventually(() => campaignsOf(curator), (list) => list[0]?.status === 'expired'))[0]).toMatchObject({ status: 'expired', endReason: 'bounty_expired', paidAmount: 0 });
      expect(await balanceOf(curator)).toEqual({ total: 0, reserved: 0, available: 0 });
      await expectLedgerWhole(app);
    } finally {
      await app.close();
    }
  });

  describe('curators', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ env: { ...ADMIN_ENV, CAMPAIGNS_PER_CURATOR: '2' } });
    });
    afterAll(() => app.close());
    afterEach(() => expectLedgerWhole(app));

    it('ends the campaigns of a curator an admin deactivates at once: each bounty reopens and its artist can take the coins back', async () => {
      const { artist, curator, song } = await artistAndCurator(app);
      const bounty = await setBounty(artist, song.id);
      const claimed = (await claim(curator, bounty.id).expect(201)).body as Campaign;
      await curator.agent.patch(`/api/campaigns/${claimed.id}`).send({ status: 'active' }).expect(200);
      const admin = await signInAdmin(app);
      await admin.patch(`/api/admin/users/${curator.user.id}`).send({ isActive: false }).expect(200);
      const other = await signUpCurator(app);
      expect(await eventually(() => discoverable(other), (ids) => ids.includes(bounty.id))).toContain(bounty.id);
      expect((await artist.agent.delete(`/api/songs/${song.id}/bounty`).expect(200)).body).toEqual({ releasedAmount: 150 });
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 0, available: 1000 });
    });

    it('ends every unfinished campaign of the curators deactivated at once, in many rounds: every bounty reopens', async () => {
      const { bountyIds } = await smallBounties(app, ROUNDS);
      const curators = await Promise.all(Array.from({ length: ROUNDS / 2 }, () => signUpCurator(app)));
      // Two campaigns a curator, one of them accepted.
      await Promise.all(curators.map(async (curator, i) => {
        const [first] = await Promise.all(bountyIds.slice(i * 2, i * 2 + 2).map(async (id) => (await claim(curator, id).expect(201)).body as Campaign));
        await curator.agent.patch(`/api/campaigns/${first.id}`).send({ status: 'active' }).expect(200);
      }));
      const admin = await signInAdmin(app);
      await Promise.all(curators.map((curator) => admin.patch(`/api/admin/users/${curator.user.id}`).send({ isActive: false }).expect(200)));
      const other = await signUpCurator(app);
      const reopened = await eventually(() => discoverable(other), (ids) => bountyIds.every((id) => ids.includes(id)), 60_000);
      expect(bountyIds.filter((id) => !reopened.includes(id))).toEqual([]);
    }, 180_000);

    it('refuses a claim past CAMPAIGNS_PER_CURATOR unfinished campaigns, however many are sent at once, and takes one again once a campaign ends', async () => {
      const { bountyIds } = await smallBounties(app, ROUNDS * 3);
      const curators = await Promise.all(Array.from({ length: ROUNDS }, () => signUpCurator(app)));
      // Each curator claims three bounties at once: two campaigns and one refusal, in every round.
      const answers = await Promise.all(curators.map((curator, round) => Promise.all(bountyIds.slice(round * 3, round * 3 + 3).map((id) => claim(curator, id)))));
      for (const round of answers) {
        expect(round.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
        expect(round.find((answer) => answer.status === 409)?.body.message).toBe('You already have 2 unfinished campaigns: complete or reject one before claiming another bounty');
      }
      expect((await campaignsOf(curators[0])).map((campaign) => campaign.status)).toEqual(['pending', 'pending']);
      const [first] = await campaignsOf(curators[0]);
      await curators[0].agent.patch(`/api/campaigns/${first.id}`).send(COMPLETE).expect(200);
      const refused = answers[0].findIndex((answer) => answer.status === 409);
      await claim(curators[0], bountyIds[refused]).expect(201);
    }, 180_000);
  });
});
