import { randomUUID } from 'node:crypto';
import type { EventStore } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { createTestApp, signUp, type TestApp, appendEvents, eventually, ledgerTotals, caughtUp, restartForgetting } from '#testing';
import { WALLET_MOVEMENT_TYPES, walletStream } from '#wallet';
import { transferWithoutCredit, reservationForPayee } from './support/transfers.js';

/**
 * A process dies between two appends of one money movement (docs/decisions/0010): the wallet's
 * process managers finish the movement, once, and a rerun over the whole log repeats nothing.
 */
describe('wallet after a crash', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const store = () => app.app.get<EventStore>(EVENT_STORE);
  const balanceOf = async (userId: string) => {
    const events = await store().readStream(walletStream(userId));
    const last = events.at(-1)?.data as { totalAfter: number; reservedAfter: number } | undefined;
    return { total: last?.totalAfter ?? 0, reserved: last?.reservedAfter ?? 0, events: events.map((e) => e.type) };
  };

  it('pays the curator a transfer whose credit never happened, once, even when the log is handled again', async () => {
    const reservation = await reservationForPayee(app, 100);
    const { payer, payee } = reservation;
    // The settle handler appended the payer's side and died before crediting the payee.
    await transferWithoutCredit(app, reservation, 60);
    expect((await eventually(() => balanceOf(payee.id), (b) => b.total === 60)).total).toBe(60);

    app = await restartForgetting(app, 'wallet-payouts');
    expect(await caughtUp(app, 'wallet-payouts')).toBe(true);
    expect(await balanceOf(payee.id)).toEqual({ total: 60, reserved: 0, events: ['TransferReceived'] });
    expect(await balanceOf(payer.id)).toMatchObject({ total: 940, reserved: 0 });
    const totals = await ledgerTotals(app, WALLET_MOVEMENT_TYPES);
    expect(totals.walletTotals).toBe(totals.credited);
    expect(totals.inFlight).toBe(0);
  });

  it('credits a purchase completed without its credit, once, even when the log is handled again', async () => {
    const { user: buyer } = await signUp(app);
    const purchaseId = randomUUID();
    const ref = { purchaseId, userId: buyer.id, packageId: 'pack-25' };
    await appendEvents(app, `purchase-${purchaseId}`, [
      { type: 'PurchaseStarted', data: { ...ref, vibeCoins: 130, usdCents: 2500, provider: 'test' } },
      { type: 'PurchaseCompleted', data: { ...ref, vibeCoins: 130, provider: 'test' } },
    ]);
    expect((await eventually(() => balanceOf(buyer.id), (b) => b.total === 130)).total).toBe(130);

    app = await restartForgetting(app, 'wallet-purchase-credits');
    expect(await caughtUp(app, 'wallet-purchase-credits')).toBe(true);
    expect(await balanceOf(buyer.id)).toEqual({ total: 130, reserved: 0, events: ['CoinsCredited'] });
    const totals = await ledgerTotals(app, WALLET_MOVEMENT_TYPES);
    expect(totals.walletTotals).toBe(totals.credited);
  });
});
