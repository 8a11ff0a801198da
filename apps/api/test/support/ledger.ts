import { EVENT_STORE } from '#platform';
import type { EventStore, Position } from '#eventstore';
import type { WalletEvent } from '#wallet';
import { WALLET_EVENT_TYPES } from '#wallet';
import type { TestApp } from '#testing';

export interface LedgerTotals {
  /** Coins that came in (coupons, purchases): the only source of coins. */
  readonly credited: number;
  /** Sum of every wallet's total after its last movement. */
  readonly walletTotals: number;
  readonly reserved: number;
  /** Paid out of a reservation and not yet received by the payee. */
  readonly inFlight: number;
  /** Whether any wallet ever had available or reserved coins below 0. */
  readonly everNegative: boolean;
}

/**
 * The whole ledger folded from every wallet event in the store: what the conservation checks
 * compare (walletTotals + inFlight must equal credited, with nothing ever negative).
 */
export async function ledgerTotals(app: TestApp): Promise<LedgerTotals> {
  const store = app.app.get<EventStore>(EVENT_STORE);
  const last = new Map<string, { total: number; reserved: number }>();
  let credited = 0;
  let inFlight = 0;
  let everNegative = false;
  let after: Position | undefined;
  for (;;) {
    const page = await store.readAll({ after, types: WALLET_EVENT_TYPES, limit: 1000 });
    for (const event of page.events as unknown as WalletEvent[]) {
      const { userId, totalAfter, reservedAfter, amount } = event.data;
      last.set(userId, { total: totalAfter, reserved: reservedAfter });
      everNegative ||= reservedAfter < 0 || totalAfter - reservedAfter < 0;
      if (event.type === 'CoinsCredited') credited += amount;
      if (event.type === 'ReservationPaidOut') inFlight += amount;
      if (event.type === 'PayoutReceived') inFlight -= amount;
    }
    if (page.events.length < 1000) break;
    after = page.scannedTo;
  }
  const sum = (pick: (b: { total: number; reserved: number }) => number) => [...last.values()].reduce((s, b) => s + pick(b), 0);
  return { credited, walletTotals: sum((b) => b.total), reserved: sum((b) => b.reserved), inFlight, everNegative };
}

/** The conservation check after every money test: wallets plus coins in flight hold every coin credited, and none ever went below 0. */
export async function expectLedgerWhole(app: TestApp): Promise<void> {
  const totals = await ledgerTotals(app);
  expect(totals.walletTotals + totals.inFlight).toBe(totals.credited);
  expect(totals.everNegative).toBe(false);
}
