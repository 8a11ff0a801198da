import type { LedgerVerificationResponse } from '#admin';
import { loadAppConfig } from '#runtime';
import { ADMIN_ENV, type Agent, COUPON_COINS, createTestApp, restartApp, signInAdmin, type TestApp, eventually, caughtUp } from '#testing';
import { transferWithoutCredit, reservationForPayee } from './support/transfers.js';

const ENV = { ...ADMIN_ENV, LEDGER_IN_FLIGHT_LIMIT: 'PT1S' };
const PAYOUTS = 'wallet-payouts';

/**
 * The ledger verify sees coins in flight (docs/decisions/0015): a payout whose payee never
 * received it, because the payouts process manager stopped, is `payout_stuck` once it is older
 * than LEDGER_IN_FLIGHT_LIMIT, and the ledger is whole again once the process manager runs.
 */
describe('ledger verify: coins in flight', () => {
  let app: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    app = await createTestApp({ env: ENV });
    admin = await signInAdmin(app);
  });
  afterAll(() => app.close());

  it('LEDGER_IN_FLIGHT_LIMIT is an ISO-8601 duration: another value stops the start, naming it', () => {
    for (const value of ['5m', '300', 'PT0S']) {
      expect(() => loadAppConfig({ LEDGER_IN_FLIGHT_LIMIT: value })).toThrow('LEDGER_IN_FLIGHT_LIMIT must be an ISO-8601 duration above zero, such as P30D or PT10M');
    }
    expect(() => loadAppConfig({ LEDGER_IN_FLIGHT_LIMIT: 'PT10M' })).not.toThrow();
  });

  /** The same database and Redis keys in a new app; `RUN_WORKER: 'false'` runs no process manager. */
  const restart = async (env: Record<string, string> = {}) => {
    app = await restartApp(app, { ...ENV, ...env });
    // The old agent spoke to the stopped app.
    admin = await signInAdmin(app);
  };
  const verify = async (): Promise<LedgerVerificationResponse> => (await admin.get('/api/admin/ledger/verify').expect(200)).body as LedgerVerificationResponse;

  it('reports every payout its payee never received as payout_stuck past the limit, 50 at once, and is whole once the payouts process manager runs again', async () => {
    const rounds = 50;
    const reservations = await Promise.all(Array.from({ length: rounds }, () => reservationForPayee(app, 100)));
    expect(await verify()).toMatchObject({ ok: true, inFlight: { amount: 0, count: 0, oldestAgeSeconds: null, oldestPosition: null } });

    // The payouts process manager stops (no worker), then the settlements pay out and nothing credits the payees.
    await restart({ RUN_WORKER: 'false' });
    const paidOut = await Promise.all(reservations.map((reservation) => transferWithoutCredit(app, reservation, 60)));
    const stuck = await eventually(verify, (verdict) => verdict.violations.length === rounds);
    expect(stuck).toMatchObject({ ok: false, credited: rounds * COUPON_COINS, held: rounds * COUPON_COINS, inFlight: { amount: rounds * 60, count: rounds } });
    expect(paidOut).toContain(stuck.inFlight.oldestPosition);
    expect(stuck.inFlight.oldestAgeSeconds).toBeGreaterThanOrEqual(1);
    expect(new Set(stuck.violations.map((violation) => violation.rule))).toEqual(new Set(['payout_stuck']));
    expect(stuck.violations.map((violation) => violation.position).sort()).toEqual([...paidOut].sort());
    const first = reservations[paidOut.indexOf(stuck.violations[0].position ?? '')];
    expect(stuck.violations[0]).toEqual({
      rule: 'payout_stuck',
      message: expect.stringMatching(new RegExp(`^60 VC paid out of reservation ${first.reservationId} \\d+ seconds? ago have not reached their payee$`)),
      position: stuck.violations[0].position,
      userId: first.payer.id,
    });

    // The payouts process manager runs again and credits the payees.
    await restart();
    expect(await caughtUp(app, PAYOUTS)).toBe(true);
    expect(await verify()).toMatchObject({ ok: true, credited: rounds * COUPON_COINS, held: rounds * COUPON_COINS, inFlight: { amount: 0, count: 0, oldestAgeSeconds: null, oldestPosition: null }, violations: [] });
  }, 120_000);
});
