import { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import { createTestApp, type TestApp } from '#testing';

/**
 * Both of the app's pools (the event store's and the read models' ORM) ask the server to end a
 * transaction left idle for a minute: one frozen session would otherwise hold back every reader of
 * the log on the whole server (IDLE_IN_TRANSACTION_LIMIT_MS says why).
 */
describe("the app's database sessions", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const SHOW = 'SHOW idle_in_transaction_session_timeout';

  it('end a transaction left idle for a minute, in the event store pool and in the ORM pool', async () => {
    const pool = app.app.get<pg.Pool>(PG_POOL);
    expect((await pool.query<{ idle_in_transaction_session_timeout: string }>(SHOW)).rows).toEqual([{ idle_in_transaction_session_timeout: '1min' }]);
    const orm = app.app.get(MikroORM);
    expect(await orm.em.fork().getConnection().execute(SHOW)).toEqual([{ idle_in_transaction_session_timeout: '1min' }]);
  });
});
