import { randomUUID } from 'node:crypto';
import { bountiesStream } from '#marketplace';
import { ADMIN_ENV, createTestApp, type TestApp, appendEvents, eventually, expectLedgerWhole, ledgerTotals, artistAndCurator, balanceOf, setBounty, restartAndReadBalances, EVERY_OPEN_BOUNTY } from '#testing';
import { WALLET_MOVEMENT_TYPES } from '#wallet';

/** A bounty's end releases it (delayed job and sweep), never under an active campaign; a crash between a decision and its money is repaired once. */
describe('bounty money over time', () => {
  it('expires an open bounty at its end and releases it; one with an active campaign waits for the campaign', async () => {
    const app = await createTestApp({ env: { BOUNTY_LIFETIME: 'PT2S', EXPIRY_SWEEP_INTERVAL: 'PT1S' } });
    try {
      const { artist, curator, song } = await artistAndCurator(app);
      const open = await setBounty(artist, song.id);
      const { artist: other, curator: worker, song: otherSong } = await artistAndCurator(app);
      const busy = await setBounty(other, otherSong.id);
      const campaign = (await worker.agent.post(`/api/bounties/${busy.id}/claim`).expect(201)).body;
      await worker.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'active' }).expect(200);

      expect(await eventually(() => balanceOf(artist), (b) => b.reserved === 0)).toEqual({ total: 1000, reserved: 0, available: 1000 });
      expect((await artist.agent.get('/api/user/active-bounties').expect(200)).body).toEqual([]);
      await curator.agent.post(`/api/bounties/${open.id}/claim`).expect(409);
      // Past its end, the bounty under an active campaign still holds its coins, and the campaign completes.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await balanceOf(other)).toMatchObject({ reserved: 150 });
      await worker.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'completed', outcome: 'reviewed', curatorFeedback: 'Reviewed on the Friday show.' }).expect(200);
      expect(await balanceOf(other)).toEqual({ total: 975, reserved: 0, available: 975 });
      expect(await balanceOf(worker)).toEqual({ total: 25, reserved: 0, available: 25 });
      const totals = await ledgerTotals(app, WALLET_MOVEMENT_TYPES);
      expect(totals.walletTotals).toBe(totals.credited);
    } finally {
      await app.close();
    }
  });

  describe('after a crash', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ env: ADMIN_ENV });
    });
    afterAll(() => app.close());

    it('funds a bounty whose reservation never happened, and pays a completion whose payout never happened, once', async () => {
      const { artist, curator, song } = await artistAndCurator(app);
      const ref = { bountyId: randomUUID(), songId: song.id, artistId: artist.user.id };
      const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
      // The request appended the bounty and died before the wallet heard of it.
      await appendEvents(app, bountiesStream(song.id), [
        { type: 'BountySet', data: { ...ref, reviewAmount: 25, placementAmount: 125, serviceType: 'both', description: null, expiresAt } },
      ]);
      expect(await eventually(() => balanceOf(artist), (b) => b.reserved === 150)).toMatchObject({ reserved: 150 });
      const discover = () => curator.agent.get(EVERY_OPEN_BOUNTY).then((r) => r.body as { id: string }[]);
      expect((await eventually(discover, (found) => found.some((b) => b.id === ref.bountyId))).map((b) => b.id)).toContain(ref.bountyId);

      const campaign = (await curator.agent.post(`/api/bounties/${ref.bountyId}/claim`).expect(201)).body;
      // The completion was appended; the payout died with the process.
      await appendEvents(app, bountiesStream(song.id), [
        { type: 'CampaignCompleted', data: { ...ref, campaignId: campaign.id, curatorId: curator.user.id, outcome: 'placed', curatorFeedback: 'Placed.', paidAmount: 150, releasedAmount: 0 } },
      ]);
      expect(await eventually(() => balanceOf(curator), (b) => b.total === 150)).toEqual({ total: 150, reserved: 0, available: 150 });

      const restarted = await restartAndReadBalances(app, 'marketplace-escrow', [artist, curator]);
      app = restarted.app;
      expect(restarted.balances).toEqual([{ total: 850, reserved: 0, available: 850 }, { total: 150, reserved: 0, available: 150 }]);
      await expectLedgerWhole(app);
      expect((await ledgerTotals(app, WALLET_MOVEMENT_TYPES)).inFlight).toBe(0);
    });
  });
});
