import { randomUUID } from 'node:crypto';
import { submissionsStream } from '#marketplace';
import { ADMIN_ENV, createTestApp, DAY_MS, MovableClock, type TestApp, appendEvents, eventually, expectLedgerWhole, ledgerTotals, artistAndCurator, balanceOf, restartAndReadBalances } from '#testing';
import { WALLET_MOVEMENT_TYPES } from '#wallet';

const MESSAGE = 'A late-night fit, I hope.';

/** A request's deadline refunds it (delayed job and sweep), and a crash between a decision and its money is repaired once. */
describe('submission money over time', () => {
  it('expires an unanswered request at its deadline and refunds it in full; the curator can no longer answer', async () => {
    const app = await createTestApp({ env: { SUBMISSION_RESPONSE_WINDOW: 'PT1S', EXPIRY_SWEEP_INTERVAL: 'PT1S' } });
    try {
      const { artist, curator, song, playlist } = await artistAndCurator(app);
      const sent = (await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'placement', price: 150, message: MESSAGE }).expect(201)).body;
      expect((await balanceOf(artist)).reserved).toBe(150);
      const list = () => artist.agent.get('/api/submissions/artist').then((r) => r.body as { status: string; refundedAmount: number }[]);
      expect((await eventually(list, (items) => items[0]?.status === 'expired'))[0]).toMatchObject({ status: 'expired', refundedAmount: 150 });
      expect(await eventually(() => balanceOf(artist), (b) => b.reserved === 0)).toEqual({ total: 1000, reserved: 0, available: 1000 });
      expect((await curator.agent.patch(`/api/submissions/${sent.id}`).send({ status: 'added' }).expect(409)).body.message).toBe('This request is no longer pending');
      const totals = await ledgerTotals(app, WALLET_MOVEMENT_TYPES);
      expect(totals.walletTotals).toBe(totals.credited);
    } finally {
      await app.close();
    }
  });

  it('refuses an answer past the response window before any job has expired the request: the artist keeps every coin', async () => {
    // A sweep once a day and no delayed job reached in time: only the rule itself can refuse the late answer.
    const clock = new MovableClock();
    const app = await createTestApp({ env: { ...ADMIN_ENV, EXPIRY_SWEEP_INTERVAL: 'P1D' }, clock });
    try {
      const { artist, curator, song, playlist } = await artistAndCurator(app);
      const sent = (await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 25, message: MESSAGE }).expect(201)).body;
      clock.advance(7 * DAY_MS);
      const late = await curator.agent.patch(`/api/submissions/${sent.id}`).send({ status: 'added' }).expect(409);
      expect(late.body.message).toBe('This request was not answered in time: it has expired and the artist is refunded in full');
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 25, available: 975 });
      expect(await balanceOf(curator)).toEqual({ total: 0, reserved: 0, available: 0 });
      await expectLedgerWhole(app);
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

    it('funds a request whose reservation never happened, and settles an answer whose payout never happened, once', async () => {
      const { artist, curator, song, playlist } = await artistAndCurator(app);
      const ref = { submissionId: randomUUID(), songId: song.id, playlistId: playlist.id, artistId: artist.user.id, curatorId: curator.user.id };
      const stream = submissionsStream(song.id, playlist.id);
      const now = new Date();
      // The request appended its decision and died before the wallet heard of it.
      await appendEvents(app, stream, [
        {
          type: 'SubmissionSent',
          data: { ...ref, type: 'placement', message: MESSAGE, price: 150, reviewPrice: 25, matchPercentage: 50, sentAt: now.toISOString(), respondBy: new Date(now.getTime() + 86_400_000).toISOString() },
        },
      ]);
      expect(await eventually(() => balanceOf(artist), (b) => b.reserved === 150)).toMatchObject({ reserved: 150 });
      const listed = () => curator.agent.get('/api/submissions/curator').then((r) => r.body as { status: string }[]);
      expect((await eventually(listed, (items) => items[0]?.status === 'pending'))[0].status).toBe('pending');

      // The curator's answer was appended; the settlement died with the process.
      await appendEvents(app, stream, [{ type: 'SubmissionAnswered', data: { ...ref, status: 'reviewed', curatorFeedback: null, paidAmount: 25, refundedAmount: 125 } }]);
      expect(await eventually(() => balanceOf(curator), (b) => b.total === 25)).toEqual({ total: 25, reserved: 0, available: 25 });

      const restarted = await restartAndReadBalances(app, 'marketplace-escrow', [artist, curator]);
      app = restarted.app;
      expect(restarted.balances).toEqual([{ total: 975, reserved: 0, available: 975 }, { total: 25, reserved: 0, available: 25 }]);
      await expectLedgerWhole(app);
      expect((await ledgerTotals(app, WALLET_MOVEMENT_TYPES)).inFlight).toBe(0);
    });
  });
});
