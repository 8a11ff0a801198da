import type { LedgerVerificationResponse } from '#admin';
import { loadAppConfig } from '#runtime';
import { ADMIN_ENV, type Agent, COUPON_COINS, createTestApp, signInAdmin, type TestApp } from '#testing';
import { eventually } from './support/eventually.js';
import { payOutWithoutCredit, reservationForPayee } from './support/payouts.js';
import { caughtUp } from './support/process-managers.js';

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
    await app.stop();
    app = await createTestApp({ env: { ...ENV, ...env }, reuse: { database: app.database, redisPrefix: app.config.redisPrefix } });
    // The old agent spoke to the stopped app.
    admin = await signInAdmin(app);
  };
  const verify = async (): Promise<LedgerVerificationResponse> => (await admin.get('/api/admin/ledger/verify').expect(200)).body as LedgerVerificationResponse;

  it('reports a payout the payee never received as payout_stuck past the limit, and is whole once the payouts process manager runs again', async () => {
    const reservation = await reservationForPayee(app, 100);
    expect(await verify()).toMatchObject({ ok: true, inFlight: { amount: 0, count: 0, oldestAgeSeconds: null, oldestPosition: null } });

    // The payouts process manager stops (no worker), then a settlement pays out and nothing credits the payee.
    await restart({ RUN_WORKER: 'false' });
    const paidOut = await payOutWithoutCredit(app, reservation, 60);
    const stuck = await eventually(verify, (verdict) => verdict.violations.length > 0);
    expect(stuck).toMatchObject({ ok: false, credited: COUPON_COINS, held: COUPON_COINS, inFlight: { amount: 60, count: 1, oldestPosition: paidOut } });
    expect(stuck.inFlight.oldestAgeSeconds).toBeGreaterThanOrEqual(1);
    expect(stuck.violations).toEqual([
      { rule: 'payout_stuck', message: expect.stringMatching(new RegExp(`^60 VC paid out of reservation ${reservation.reservationId} \\d+ seconds? ago have not reached their payee$`)), position: paidOut, userId: reservation.payer.id },
    ]);

    // The payouts process manager runs again and credits the payee.
    await restart();
    expect(await caughtUp(app, PAYOUTS)).toBe(true);
    expect(await verify()).toMatchObject({ ok: true, credited: COUPON_COINS, held: COUPON_COINS, inFlight: { amount: 0, count: 0, oldestAgeSeconds: null, oldestPosition: null }, violations: [] });
  });
});
