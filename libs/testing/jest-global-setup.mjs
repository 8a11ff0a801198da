// Before a Jest run: drop the test databases (vm_…) that earlier, interrupted runs left behind.
// A database still in use (another run's) refuses the drop without FORCE and is left alone.
// Plain JavaScript: Jest loads its global setup without the TypeScript transform's module mapping.
import pg from 'pg';

export default async function globalSetup() {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE left(datname, 3) = 'vm_' AND datname <> 'vm_e2e'");
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  } finally {
    await client.end();
  }
}
