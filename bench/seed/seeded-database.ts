/**
 * Where a seeded history is kept, so that it is made once and every benchmark reads the same one:
 * a database of its own on the test server (`vm_bench_<name>`, the original, never written by a
 * benchmark), a dump of it and a manifest in `.data/bench/`. A benchmark gets a copy of the
 * original (PostgreSQL copies a template database file by file, which is much faster than
 * replaying); when the original is gone (a new server), it is restored from the dump.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { onTestServer, type TestDatabase, testDatabaseNamed } from '#testing';
import { type SeedOptions, seedName } from './seed-plan.js';

const run = promisify(execFile);
/** BENCH_DATA_DIR moves it (the smoke run in `npm test` keeps its tiny history apart). */
export const BENCH_DATA_DIR = resolve(process.env.BENCH_DATA_DIR ?? '.data/bench');

/** What `.data/bench/<name>.json` says of a seeded history. */
export interface SeedManifest {
  readonly name: string;
  readonly options: SeedOptions;
  readonly events: number;
  /** Events of each type, most first. */
  readonly byType: Readonly<Record<string, number>>;
  readonly seconds: number;
  readonly createdAt: string;
}

const paths = (name: string) => ({ manifest: resolve(BENCH_DATA_DIR, `${name}.json`), dump: resolve(BENCH_DATA_DIR, `${name}.dump`) });
export const originalName = (name: string): string => `vm_bench_${name}`;

const onServer = (sql: string): Promise<unknown> => onTestServer((client) => client.query(sql));
const urlOf = (database: string): string => testDatabaseNamed(database).url;
const exists = async (database: string): Promise<boolean> =>
  onTestServer(async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount === 1);

/** A new empty database for the seed to build the original in (an old one of that name is dropped). */
export async function freshOriginal(options: SeedOptions): Promise<TestDatabase> {
  const database = testDatabaseNamed(originalName(seedName(options)));
  await database.drop();
  await onServer(`CREATE DATABASE "${database.name}"`);
  // A seed that a crash interrupts is made again from the start: waiting for each commit's flush buys it nothing.
  await onServer(`ALTER DATABASE "${database.name}" SET synchronous_commit = off`);
  return database;
}

/**
 * Keeps what was seeded: its manifest and a dump of the original. Without PostgreSQL's client
 * tools on the PATH (an embedded server) there is no dump: the original database alone is kept.
 */
export async function keep(manifest: SeedManifest): Promise<void> {
  const { manifest: manifestPath, dump } = paths(manifest.name);
  await mkdir(BENCH_DATA_DIR, { recursive: true });
  try {
    await run('pg_dump', ['--format=custom', '--compress=1', `--file=${dump}`, urlOf(originalName(manifest.name))], { maxBuffer: 1 << 20 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    console.log('pg_dump is not on the PATH: the seeded database is kept without a dump');
  }
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of a history kept earlier, or null when it was never made (or neither its database nor its dump is left). */
export async function keptManifest(options: SeedOptions): Promise<SeedManifest | null> {
  const name = seedName(options);
  const { manifest, dump } = paths(name);
  if (!existsSync(manifest) || !(existsSync(dump) || (await exists(originalName(name))))) return null;
  return JSON.parse(await readFile(manifest, 'utf8')) as SeedManifest;
}

/** Makes sure the original database exists, restoring it from the dump if this server lacks it. */
async function ensureOriginal(name: string): Promise<void> {
  const original = originalName(name);
  if (await exists(original)) return;
  await onServer(`CREATE DATABASE "${original}"`);
  await run('pg_restore', ['--no-owner', `--dbname=${urlOf(original)}`, paths(name).dump], { maxBuffer: 1 << 20 });
}

/**
 * A copy of a kept history, for one benchmark to read and write; drop it when done. Fails with
 * the command to run when the history was never made.
 */
export async function copyOfSeed(options: SeedOptions): Promise<{ manifest: SeedManifest; database: TestDatabase }> {
  const manifest = await keptManifest(options);
  if (!manifest) throw new Error(`No seeded history of scale ${options.scale}, seed ${options.seed}: run npm run bench:seed -- --scale ${options.scale} --seed ${options.seed}`);
  await ensureOriginal(manifest.name);
  const copy = testDatabaseNamed(`vm_bench_copy_${randomBytes(4).toString('hex')}`);
  await onServer(`CREATE DATABASE "${copy.name}" TEMPLATE "${originalName(manifest.name)}"`);
  return { manifest, database: copy };
}
