// Before a Jest run: drop the test databases (vm_…) that earlier, interrupted runs left behind.
// Only those created more than STALE_AFTER ago: a younger one may be another checkout's run in
// progress (a helper's worktree beside CI), and between an app's stop and its restart such a
// database has no connection, so "in use" alone cannot tell (a drop there failed a crash test).
// PostgreSQL keeps no creation time; its directory's PG_VERSION file is written once, at CREATE
// (and is gone while another run drops that database: missing_ok, or the whole run would fail).
// Plain JavaScript: Jest loads its global setup without the TypeScript transform's module mapping.
import pg from 'pg';

const STALE_AFTER = '3 hours';

export default async function globalSetup() {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT datname FROM pg_database
        WHERE left(datname, 3) = 'vm_' AND left(datname, 6) <> 'vm_e2e'
          AND (pg_stat_file('base/' || oid || '/PG_VERSION', true)).modification < now() - $1::interval`,
      [STALE_AFTER],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  } finally {
    await client.end();
  }
}
