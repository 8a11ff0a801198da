import { comparePositions, type EventStore, parsePosition, type Position } from '#eventstore';
import { EVENT_STORE } from '#platform';
import type { Agent } from './account-builders.js';
import { ADMIN_CREDENTIALS } from './admin-builders.js';
import type { TestApp } from './test-app.js';

// libs/testing may not import a module (eslint.config.js): what these checks read of the wallet's
// events and of the admin's verify answer is written here, and the wallet's event types are a parameter.

/** What the conservation checks read of a wallet event (#wallet's WalletEvent). */
interface WalletMovement {
  readonly type: string;
  readonly data: { readonly userId: string; readonly totalAfter: number; readonly reservedAfter: number; readonly amount: number };
}

/** What expectLedgerWhole reads of `GET /api/admin/ledger/verify` (#admin's LedgerVerificationResponse). */
interface LedgerVerificationResponse {
  readonly checkedUpTo: string | null;
  readonly violations: readonly { readonly rule: string; readonly message: string; readonly position: string | null; readonly userId: string | null }[];
}

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
 * `walletEventTypes`: the wallet movement types (#wallet's WALLET_MOVEMENT_TYPES).
 */
export async function ledgerTotals(app: TestApp, walletEventTypes: readonly string[]): Promise<LedgerTotals> {
  const store = app.app.get<EventStore>(EVENT_STORE);
  const last = new Map<string, { total: number; reserved: number }>();
  let credited = 0;
  let inFlight = 0;
  let everNegative = false;
  let after: Position | undefined;
  for (;;) {
    const page = await store.readAll({ after, types: walletEventTypes, limit: 1000 });
    for (const event of page.events as unknown as WalletMovement[]) {
      const { userId, totalAfter, reservedAfter, amount } = event.data;
      last.set(userId, { total: totalAfter, reserved: reservedAfter });
      everNegative ||= reservedAfter < 0 || totalAfter - reservedAfter < 0;
      if (event.type === 'CoinsCredited') credited += amount;
      if (event.type === 'ReservationTransferred') inFlight += amount;
      if (event.type === 'TransferReceived') inFlight -= amount;
    }
    if (page.events.length < 1000) break;
    after = page.scannedTo;
  }
  const sum = (pick: (b: { total: number; reserved: number }) => number) => [...last.values()].reduce((s, b) => s + pick(b), 0);
  return { credited, walletTotals: sum((b) => b.total), reserved: sum((b) => b.reserved), inFlight, everNegative };
}

/** Where the last check of each test database stopped (across restarts): only what came after it can be blamed on the test checked now. */
const lastChecked = new Map<string, { readonly upTo: string | null; readonly unlisted: string | null }>();
const admins = new WeakMap<TestApp, Agent>();

async function adminOf(app: TestApp): Promise<Agent> {
  const known = admins.get(app);
  if (known) return known;
  const admin = app.agent();
  const { status } = await admin.post('/api/auth/login').send(ADMIN_CREDENTIALS);
  if (status !== 200) throw new Error(`expectLedgerWhole asks GET /api/admin/ledger/verify as the seeded admin, whose sign-in answered ${status}: start the app with env ADMIN_ENV (#testing)`);
  admins.set(app, admin);
  return admin;
}

const after = (position: string, upTo: string | null) => upTo === null || comparePositions(parsePosition(position), parsePosition(upTo)) > 0;

/**
 * The ledger check after every money test: the admin's verify (`GET /api/admin/ledger/verify`,
 * LedgerAudit over every wallet event: conservation with the coins in flight, nothing negative,
 * reservations and payouts closed and received once) must find no violation at an event after
 * the app's previous check. A break fails the test that made it, listed rule by rule, and not
 * every later test of the file again; the app needs the seeded admin (`env: ADMIN_ENV`).
 */
export async function expectLedgerWhole(app: TestApp): Promise<void> {
  const verdict = (await (await adminOf(app)).get('/api/admin/ledger/verify').expect(200)).body as LedgerVerificationResponse;
  const previous = lastChecked.get(app.database.url) ?? { upTo: null, unlisted: null };
  // The overflow line names no position: blamed when its count changed since the previous check.
  const unlisted = verdict.violations.find((violation) => violation.position === null)?.message ?? null;
  const blamed = verdict.violations.filter((violation) => (violation.position === null ? violation.message !== previous.unlisted : after(violation.position, previous.upTo)));
  lastChecked.set(app.database.url, { upTo: verdict.checkedUpTo ?? previous.upTo, unlisted });
  expect(blamed.map(({ rule, position, userId, message }) => `${rule} at ${position ?? '-'} (wallet of ${userId ?? '-'}): ${message}`)).toEqual([]);
}
