import pg from 'pg';

/**
 * The database of the app under test, named as scripts/start-e2e.mjs names it: for a test that
 * must reach past the API (e.g. to corrupt a read model, which no request can).
 */
export function e2eDatabase(): pg.Pool {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const port = process.env.E2E_PORT ?? '3100';
  url.pathname = `/${port === '3100' ? 'vm_e2e' : `vm_e2e_${port}`}`;
  return new pg.Pool({ connectionString: url.toString(), max: 1 });
}
