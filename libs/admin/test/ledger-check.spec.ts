import { randomUUID } from 'node:crypto';
import type { LedgerVerificationResponse } from '#admin';
import { formatPosition, type EventStore } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { ADMIN_ENV, COUPON_COINS, createTestApp, fundWallet, signInAdmin, signUp, type TestApp, appendEvents, eventually, expectLedgerWhole } from '#testing';
import { type MovementCause, type WalletEvent, walletStream } from '#wallet';

/**
 * The ledger check the money tests run after each test (support/ledger.ts): the admin's verify,
 * blaming a test only for what broke after the previous check.
 */
describe('expectLedgerWhole', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => app.close());

  /** A user with the coupon's coins. */
  const funded = async () => {
    const { agent, user } = await signUp(app);
    await fundWallet(agent);
    return user;
  };
  /** Forges `event` into the user's wallet and waits until the verify has read it. */
  const forge = async (userId: string, event: WalletEvent) => {
    await appendEvents(app, walletStream(userId), [event]);
    const stream = await app.app.get<EventStore>(EVENT_STORE).readStream(walletStream(userId));
    const position = formatPosition(stream[stream.length - 1].position);
    const admin = await signInAdmin(app);
    const verify = async () => (await admin.get('/api/admin/ledger/verify').expect(200)).body as LedgerVerificationResponse;
    await eventually(verify, (verdict) => verdict.checkedUpTo === position);
    return position;
  };
  const submission = (submissionId: string): MovementCause => ({ kind: 'submission', submissionId, songId: randomUUID(), playlistId: randomUUID() });

  it('fails, naming the rule, where LedgerAudit finds a break; then blames only what broke after it', async () => {
    await funded();
    await expectLedgerWhole(app);

    // A release of a reservation the wallet never made: the figures add up, but the audit's reservation rule breaks.
    const ana = await funded();
    const unknown = randomUUID();
    const released = await forge(ana.id, {
      type: 'ReservationReleased',
      data: { userId: ana.id, reservationId: unknown, amount: 0, reason: 'settled', cause: submission(unknown), totalAfter: COUPON_COINS, reservedAfter: 0 },
    });
    await expect(expectLedgerWhole(app)).rejects.toThrow(`reservation_unknown at ${released} (wallet of ${ana.id})`);

    // The next test moves coins as it should: the earlier break is not blamed on it.
    await funded();
    await expectLedgerWhole(app);

    // Coins from nowhere: a payout received that nobody paid, blamed once, on the check after it.
    const ben = await funded();
    const nowhere = randomUUID();
    const received = await forge(ben.id, {
      type: 'TransferReceived',
      data: { userId: ben.id, reservationId: nowhere, amount: 70, payerId: ana.id, cause: submission(nowhere), totalAfter: COUPON_COINS + 70, reservedAfter: 0 },
    });
    const failure = expectLedgerWhole(app);
    await expect(failure).rejects.toThrow(`payout_unmatched at ${received} (wallet of ${ben.id})`);
    await expect(failure).rejects.toThrow(`conservation at ${received}`);
    await expect(failure).rejects.not.toThrow('reservation_unknown');
    await expectLedgerWhole(app);
  });
});
