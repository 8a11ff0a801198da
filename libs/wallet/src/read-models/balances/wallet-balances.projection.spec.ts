import { randomUUID } from 'node:crypto';
import { createProjectionEnv, type ProjectionEnv } from '#testing';
import type { MovementCause, WalletEvent } from '../../domain/wallet.events.js';
import { walletBalancesProjection } from './wallet-balances.projection.js';

/** Balances and the whole ledger's totals from a small log: two coupons, two payments, of which one is received. */
const artist = randomUUID();
const curator = randomUUID();
const [first, second] = [randomUUID(), randomUUID()];
const cause = (submissionId: string): MovementCause => ({ kind: 'submission', submissionId, songId: randomUUID(), playlistId: randomUUID() });

async function appendLog(env: ProjectionEnv): Promise<void> {
  await env.append(`wallet-${artist}`, ...([
    { type: 'CoinsCredited', data: { userId: artist, movementId: 'coupon:x', amount: 1000, cause: { kind: 'coupon', code: 'x' }, totalAfter: 1000, reservedAfter: 0 } },
    { type: 'CoinsReserved', data: { userId: artist, reservationId: first, amount: 25, cause: cause(first), totalAfter: 1000, reservedAfter: 25 } },
    { type: 'CoinsReserved', data: { userId: artist, reservationId: second, amount: 40, cause: cause(second), totalAfter: 1000, reservedAfter: 65 } },
    { type: 'ReservationTransferred', data: { userId: artist, reservationId: first, amount: 25, payeeId: curator, cause: cause(first), totalAfter: 975, reservedAfter: 40 } },
    { type: 'ReservationTransferred', data: { userId: artist, reservationId: second, amount: 40, payeeId: curator, cause: cause(second), totalAfter: 935, reservedAfter: 0 } },
  ] satisfies WalletEvent[]));
  await env.append(`wallet-${curator}`, ...([
    { type: 'CoinsCredited', data: { userId: curator, movementId: 'coupon:x', amount: 1000, cause: { kind: 'coupon', code: 'x' }, totalAfter: 1000, reservedAfter: 0 } },
    { type: 'TransferReceived', data: { userId: curator, reservationId: first, amount: 25, payerId: artist, cause: cause(first), totalAfter: 1025, reservedAfter: 0 } },
  ] satisfies WalletEvent[]));
}

describe('wallet balances projection', () => {
  let env: ProjectionEnv;
  beforeAll(async () => {
    env = await createProjectionEnv(walletBalancesProjection);
    await appendLog(env);
  });
  afterAll(() => env.close());

  it.each([1, 5000])('keeps each balance and the coins credited and in flight (batches of %i)', async (batchSize) => {
    await env.project(batchSize);
    const balances = (await env.pool.query('select user_id as "userId", total, reserved from rm_wallet_balances.balances order by total')).rows;
    const totals = (await env.pool.query('select id, credited::int, in_flight::int as "inFlight" from rm_wallet_balances.ledger_totals')).rows;
    expect({ balances, totals }).toEqual({
      balances: [
        { userId: artist, total: 935, reserved: 0 },
        { userId: curator, total: 1025, reserved: 0 },
      ],
      // The second payment (40) left the artist and has not reached the curator: 935 + 1025 + 40 = 2000.
      totals: [{ id: 'all', credited: 2000, inFlight: 40 }],
    });
  });
});
