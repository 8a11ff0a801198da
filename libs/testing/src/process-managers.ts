import pg from 'pg';
import { EVENT_STORE, PG_POOL } from '#platform';
import { CHECKPOINTS_TABLE, CheckpointStore, sqlOfPool } from '#projections';
import { comparePositions, type EventStore } from '#eventstore';
import { signIn } from './account-builders.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Stops the app, forgets how far the process manager got, as if it had crashed before its
 * checkpoint ever moved, and starts the app again on the same database and Redis keys: the
 * process manager handles every event of its types again (which must repeat nothing).
 */
export async function restartForgetting(app: TestApp, processName: string): Promise<TestApp> {
  await app.stop();
  const client = new pg.Client({ connectionString: app.database.url });
  await client.connect();
  await client.query(`delete from ${CHECKPOINTS_TABLE} where name = $1`, [processName]);
  await client.end();
  return createTestApp({ reuse: { database: app.database, redisPrefix: app.config.redisPrefix } });
}

/** Waits until the process manager has handled the whole log as it is now (its checkpoint at the head); false if it never does. */
export async function caughtUp(app: TestApp, processName: string, timeoutMs = 15_000): Promise<boolean> {
  const head = await app.app.get<EventStore>(EVENT_STORE).headPosition();
  const checkpoints = new CheckpointStore(sqlOfPool(app.app.get<pg.Pool>(PG_POOL)));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reached = (await checkpoints.read(processName))?.position;
    if (!head || (reached && comparePositions(reached, head) >= 0)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * The crash tests' ending: restart forgetting the process manager's checkpoint, wait until it and
 * the payouts have handled the whole log again, and read the accounts' balances on the new app.
 */
export async function restartAndReadBalances(app: TestApp, processName: string, accounts: readonly { email: string; password: string }[]): Promise<{ app: TestApp; balances: unknown[] }> {
  const restarted = await restartForgetting(app, processName);
  expect(await caughtUp(restarted, processName)).toBe(true);
  expect(await caughtUp(restarted, 'wallet-payouts')).toBe(true);
  // The old agents spoke to the stopped app: sign in again on the restarted one.
  const agents = await Promise.all(accounts.map((account) => signIn(restarted, account)));
  const balances = await Promise.all(agents.map(async (agent) => (await agent.get('/api/user/balance').expect(200)).body as unknown));
  return { app: restarted, balances };
}
