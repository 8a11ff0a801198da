import pg from 'pg';
import { sqlOfPool } from '#projections';
import { ADMIN_ENV, type Agent, createTestApp, signInAdmin, signUp, type SignedUpAccount, type TestApp } from '#testing';
import { tryLockVerify } from '../../../libs/projections/src/advisory-locks.js';

interface Verification {
  readonly name: string;
  readonly checkpoint: string | null;
  readonly eventsReplayed: number;
  readonly healthy: boolean;
  readonly tables: { table: string; onlyLive: number; onlyRebuilt: number; changed: number; rows: unknown[] }[];
}

/** POST /api/admin/projections/{name}/verify (issue 22): a read model checked against the log. */
describe('POST /api/admin/projections/{name}/verify', () => {
  let t: TestApp;
  let admin: Agent;
  let artist: SignedUpAccount;
  let db: pg.Pool;

  const verify = async (name: string): Promise<Verification> => (await admin.post(`/api/admin/projections/${name}/verify`).expect(200)).body as Verification;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...ADMIN_ENV } });
    admin = await signInAdmin(t);
    artist = await signUp(t);
    db = new pg.Pool({ connectionString: t.database.url, max: 2 });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('finds no difference in a healthy read model', async () => {
    const report = await verify('users');
    expect(report).toMatchObject({ name: 'users', healthy: true, checkpoint: expect.any(String) });
    expect(report.eventsReplayed).toBeGreaterThan(0);
    expect(report.tables.every((table) => table.onlyLive + table.onlyRebuilt + table.changed === 0 && table.rows.length === 0)).toBe(true);
  });

  it('reports exactly the row changed in SQL, and its column live against rebuilt', async () => {
    await db.query(`update rm_users.users set location = 'Tampered' where id = $1`, [artist.user.id]);
    try {
      const report = await verify('users');
      expect(report.healthy).toBe(false);
      expect(report.tables.find((table) => table.table === 'users')).toEqual({
        table: 'users',
        onlyLive: 0,
        onlyRebuilt: 0,
        changed: 1,
        rows: [{ kind: 'changed', key: `{"id": "${artist.user.id}"}`, columns: [{ column: 'location', live: '"Tampered"', rebuilt: 'null' }] }],
      });
    } finally {
      await db.query(`update rm_users.users set location = null where id = $1`, [artist.user.id]);
    }
  });

  it('answers 409 while another verification of it runs (here, the command line)', async () => {
    const client = await db.connect();
    try {
      expect(await tryLockVerify(sqlOfPool(client), 'users')).toBe(true);
      const refused = await admin.post('/api/admin/projections/users/verify');
      expect([refused.status, refused.body.message]).toEqual([409, 'A verification of users is already running; wait for it to finish']);
    } finally {
      client.release(true);
    }
  });

  it('answers 404 for a name that is no projection, and 403 to a non-admin', async () => {
    const unknown = await admin.post('/api/admin/projections/no-such-thing/verify');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'There is no projection named no-such-thing']);
    const refused = await artist.agent.post('/api/admin/projections/users/verify');
    expect([refused.status, refused.body]).toEqual([403, { message: 'Admins only' }]);
  });
});
