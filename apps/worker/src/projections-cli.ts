/**
 * What `projections:rebuild` and `projections:verify` share: the projection named on the command
 * line (or all), the database, the event log as the app reads it, and the embedded database of
 * `npm start` when DATABASE_URL is not set.
 */
import pg from 'pg';
import { PostgresEventStore, withUpcasters, type EventStore } from '#eventstore';
import type { Projection } from '#projections';
import { ConfigError } from '#platform';
import { allProjections, allUpcasters, loadAppConfig, useEmbeddedPostgres } from '#runtime';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export interface ProjectionsCliOptions {
  /** The arguments after the script name: at most one projection name. */
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly projections?: readonly Projection[];
  readonly stdout?: NodeJS.WritableStream;
  readonly stderr?: NodeJS.WritableStream;
}

export interface ProjectionsCliRun {
  readonly selected: readonly Projection[];
  readonly databaseUrl: string;
  readonly say: (line: string) => void;
  readonly complain: (line: string) => void;
}

/** The projections and database the command works on, or the exit code of a usage error (told on stderr). */
export function parseProjectionsCli(options: ProjectionsCliOptions, script: string): ProjectionsCliRun | number {
  const projections = options.projections ?? allProjections;
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const say = (line: string): void => void stdout.write(`${line}\n`);
  const complain = (line: string): void => void stderr.write(`${line}\n`);
  const [name, ...extra] = options.args;
  if (extra.length > 0) {
    complain(`Usage: npm run ${script} [projection-name]`);
    return EXIT_USAGE;
  }
  const known = projections.map((projection) => projection.name);
  const selected = name === undefined ? projections : projections.filter((projection) => projection.name === name);
  if (name !== undefined && selected.length === 0) {
    complain(`Unknown projection "${name}". Known projections: ${known.length ? known.join(', ') : '(none registered)'}`);
    return EXIT_USAGE;
  }
  const databaseUrl = options.env.DATABASE_URL;
  if (!databaseUrl) {
    complain('DATABASE_URL is not set: it must point at the PostgreSQL database of the event store and the read models.');
    return EXIT_USAGE;
  }
  return { selected, databaseUrl, say, complain };
}

/** Runs `work` with the event log (upcast as the running app reads it) and closes it after. */
export async function withEventLog<T>(databaseUrl: string, complain: (line: string) => void, work: (store: EventStore) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // An idle client's connection error is emitted on the pool; unheard, it would kill the command.
  pool.on('error', (error) => complain(`PostgreSQL connection error: ${error.message}`));
  const log = new PostgresEventStore({ pool });
  const store = withUpcasters(log, allUpcasters);
  try {
    // A database the app never ran on has no log yet: an empty one is read as such.
    await log.init();
    return await work(store);
  } finally {
    await store.close();
    await pool.end();
  }
}

/** Runs a command on the environment's database, or the embedded one (stopped again if started here). */
export async function runOnAppDatabase(run: (env: Record<string, string | undefined>) => Promise<number>): Promise<number> {
  let databaseUrl: string | null;
  let dataDir: string;
  try {
    ({ databaseUrl, dataDir } = loadAppConfig());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return EXIT_USAGE;
  }
  const embedded = databaseUrl ? null : await useEmbeddedPostgres(dataDir, (message) => console.log(message));
  try {
    return await run({ ...process.env, DATABASE_URL: databaseUrl ?? embedded?.url });
  } finally {
    await embedded?.stop();
  }
}
