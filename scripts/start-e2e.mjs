// Starts the built app for the Playwright tests: a fresh database on the test PostgreSQL server,
// its own Redis prefix, port E2E_PORT (default 3100; the database is named after it). The database has a fixed name and is recreated at each start,
// so a run that was killed before it could clean up leaves nothing behind for long.
import { spawn } from 'node:child_process';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = process.env.E2E_PORT ?? '3100';
const name = port === '3100' ? 'vm_e2e' : `vm_e2e_${port}`;
const onServer = async (sql) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await onServer(`CREATE DATABASE "${name}"`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;

const app = spawn('node', ['dist/apps/api/src/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    PORT: port,
    REDIS_PREFIX: `${name}-${Date.now()}`,
    LOG_LEVEL: 'warn',
    // The browser sends this origin; writes from any other are refused as cross-site.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // One browser on one address signs up and signs in many accounts, visits many pages and asks for many descriptions in a run.
    RATE_LIMIT_SIGN_UP: '10000/1h',
    RATE_LIMIT_SIGN_IN: '10000/15m',
    RATE_LIMIT_PAGE_VISIT: '10000/1m',
    RATE_LIMIT_TAGS: '10000/1m',
    RATE_LIMIT_SONG_DESCRIPTION: '10000/1m',
    RATE_LIMIT_SEARCH: '10000/1m',
    RATE_LIMIT_DISCOVERY: '10000/1m',
    RATE_LIMIT_PROFILES: '10000/1m',
    // The browser tests redeem this coupon (1000 VC once per user).
    TEST_COUPON_CODE: 'E2E-COUPON',
    // The browser tests sign in as this admin to see the admin-only screens.
    ADMIN_EMAIL: 'admin@vibematch.test',
    ADMIN_PASSWORD: 'e2e-admin-password',
  },
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (app.exitCode === null) {
    app.kill(signal);
    await new Promise((resolve) => app.once('exit', resolve));
  }
  await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
app.on('exit', (code) => {
  if (!stopping) {
    console.error(`The app exited with code ${code}`);
    void stop('SIGTERM');
  }
});
