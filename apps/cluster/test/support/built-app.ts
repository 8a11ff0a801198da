import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The sources tsconfig.build.json builds into dist/ (what the cluster's children run). */
const SOURCES = ['apps/api/src', 'apps/worker/src', 'apps/cluster/src', 'libs'];
const ENTRIES = ['dist/apps/api/src/main.js', 'dist/apps/worker/src/main.js'];

function newestSourceMs(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    // Not built: tests, and libs/testing (tsconfig.build.json leaves both out).
    if (entry.isDirectory()) newest = Math.max(newest, ['test', 'testing', 'node_modules'].includes(entry.name) ? 0 : newestSourceMs(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The cluster spec runs the built app, as `npm run start:cluster` does. `npm test` builds dist/
 * (build:api) before Jest; a run of this file alone (`npm test -- test:unit apps/cluster/test`)
 * after an edit would otherwise test the last build, so a dist/ older than any source is built
 * again here (tsc over the old output: nothing else reads dist/ while Jest runs).
 */
export function ensureBuiltApp(root: string): void {
  const built = ENTRIES.map((entry) => resolve(root, entry));
  const builtAt = Math.min(...built.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
  const changedAt = Math.max(...SOURCES.map((folder) => newestSourceMs(resolve(root, folder))));
  if (builtAt > changedAt) return;
  const tsc = spawnSync(resolve(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], { cwd: root, encoding: 'utf8' });
  if (tsc.status !== 0) throw new Error(`Building dist/ for the cluster failed:\n${tsc.stdout}${tsc.stderr}`);
}
