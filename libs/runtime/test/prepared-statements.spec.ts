import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { PG_POOL } from '#platform';
import { sqlOf } from '#projections';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '#testing';
import { PreparedStatementsClient } from '../src/postgres/prepared-statements.client.js';

const PREPARED = 'SELECT statement FROM pg_prepared_statements WHERE from_sql = false';

/** What the server holds prepared for this connection, by the statements' texts. */
const preparedOn = async (client: pg.ClientBase): Promise<string[]> => (await client.query<{ statement: string }>(PREPARED)).rows.map((r) => r.statement);

describe('PreparedStatementsClient on the real PostgreSQL', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let client: pg.PoolClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 1, Client: PreparedStatementsClient });
    client = await pool.connect();
  });
  afterAll(async () => {
    client.release();
    await pool.end();
    await database.drop();
  });

  it('prepares a parameterized statement sent a second time, and answers as an unnamed one would', async () => {
    const text = 'SELECT $1::int + 1 AS n';
    const answers = [];
    for (const value of [1, 2, 3]) answers.push((await client.query<{ n: number }>(text, [value])).rows);
    expect(answers).toEqual([[{ n: 2 }], [{ n: 3 }], [{ n: 4 }]]);
    expect(await preparedOn(client)).toContain(text);
  });

  it('leaves a statement without parameters unprepared', async () => {
    const text = 'SELECT 42 AS answer';
    await client.query(text);
    await client.query(text);
    expect(await preparedOn(client)).not.toContain(text);
  });

  it('reads the new table after a schema is swapped under it, as a rebuild swaps a read model in', async () => {
    await client.query('CREATE SCHEMA rm_swap; CREATE TABLE rm_swap.rows (id int PRIMARY KEY, label text); INSERT INTO rm_swap.rows VALUES (1, $$old$$)');
    const text = 'SELECT label FROM rm_swap.rows WHERE id = $1';
    await client.query(text, [1]);
    expect((await client.query(text, [1])).rows).toEqual([{ label: 'old' }]);
    expect(await preparedOn(client)).toContain(text);
    await client.query('CREATE SCHEMA rm_swap_copy; CREATE TABLE rm_swap_copy.rows (id int PRIMARY KEY, label text); INSERT INTO rm_swap_copy.rows VALUES (1, $$rebuilt$$)');
    await client.query('ALTER SCHEMA rm_swap RENAME TO rm_swap_old; ALTER SCHEMA rm_swap_copy RENAME TO rm_swap; DROP SCHEMA rm_swap_old CASCADE');
    expect((await client.query(text, [1])).rows).toEqual([{ label: 'rebuilt' }]);
  });

  /** A table read twice by `text` (so prepared), then given another column: the prepared statement's result type is stale. */
  async function widenedUnder(sql: (text: string, values?: unknown[]) => Promise<unknown>, table: string, text: string): Promise<void> {
    await sql(`CREATE TABLE ${table} (id int PRIMARY KEY); INSERT INTO ${table} VALUES (7)`);
    for (let i = 0; i < 2; i++) await sql(text, [7]);
    await sql(`ALTER TABLE ${table} ADD COLUMN extra text`);
  }

  it("answers at once outside a transaction when the result's columns changed under a prepared statement", async () => {
    const text = 'SELECT * FROM widened WHERE id = $1';
    await widenedUnder((t, v) => client.query(t, v), 'widened', text);
    expect((await client.query(text, [7])).rows).toEqual([{ id: 7, extra: null }]);
  });

  it('answers at once through the callback form that pg.Pool.query uses', async () => {
    const onePool = new pg.Pool({ connectionString: database.url, max: 1, Client: PreparedStatementsClient });
    try {
      const text = 'SELECT * FROM widened_by_pool WHERE id = $1';
      await widenedUnder((t, v) => onePool.query(t, v), 'widened_by_pool', text);
      expect((await onePool.query(text, [7])).rows).toEqual([{ id: 7, extra: null }]);
    } finally {
      await onePool.end();
    }
  });

  it('fails the transaction it was in once, then is prepared anew and answers', async () => {
    const text = 'SELECT * FROM widened_in_transaction WHERE id = $1';
    await widenedUnder((t, v) => client.query(t, v), 'widened_in_transaction', text);
    await client.query('BEGIN');
    await expect(client.query(text, [7])).rejects.toThrow('cached plan must not change result type');
    await client.query('ROLLBACK');
    await client.query('BEGIN');
    expect((await client.query(text, [7])).rows).toEqual([{ id: 7, extra: null }]);
    await client.query('COMMIT');
  });
});

describe("the app's pools", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('prepare what the event store and the stores send again and again', async () => {
    const client = await app.app.get<pg.Pool>(PG_POOL).connect();
    try {
      const text = 'SELECT $1::text AS event_store_read';
      await client.query(text, ['a']);
      await client.query(text, ['b']);
      expect(await preparedOn(client)).toContain(text);
    } finally {
      client.release();
    }
  });

  it("prepare what the read models' batches send through MikroORM's Kysely, inside their transactions", async () => {
    const text = 'SELECT $1::text AS read_model_load';
    const prepared = await app.app.get(MikroORM).em.fork().transactional(async (em) => {
      const sql = sqlOf(em);
      await sql.query(text, ['a']);
      await sql.query(text, ['b']);
      return (await sql.query<{ statement: string }>(PREPARED)).map((r) => r.statement);
    });
    expect(prepared).toContain(text);
  });
});
