import type { Agent } from './account-builders.js';

/** The coupon that createTestApp sets (TEST_COUPON_CODE): 1000 VC once per user. */
export const TEST_COUPON_CODE = 'TEST-COUPON';
export const COUPON_COINS = 1000;

export interface Balance {
  readonly total: number;
  readonly reserved: number;
  readonly available: number;
}

/** Redeems the test coupon for the signed-in user: +1000 VC (once per user). */
export async function fundWallet(agent: Agent): Promise<Balance> {
  const response = await agent.post('/api/add-vibecoins').send({ couponCode: TEST_COUPON_CODE }).expect(200);
  return (response.body as { balance: Balance }).balance;
}
