// `npm run bench:smoke` (part of `npm test`): every benchmark once at a tiny size, so that a change
// that breaks one is seen. Their figures are not checked (they are not pass/fail); each must exit 0.
// The tiny seeded history is kept apart from a developer's (BENCH_DATA_DIR, its own seed number)
// and its database is dropped at the end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const SEED = ['--scale', '0.001', '--seed', '424242'];
const dataDir = mkdtempSync(join(tmpdir(), 'vm-bench-smoke-'));
const env = { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_ROUNDS: '1', BENCH_SECONDS: '1', BENCH_MINUTE_SECONDS: '2', BENCH_CAST: '5' };
const runs = [
  ['seed', [...SEED, '--force']],
  ['rebuild', SEED],
  ['api', SEED],
  ['discovery', SEED],
  ['lag', [...SEED, '--rate', '10', '--seconds', '2', '--step-seconds', '2', '--max-rate', '20']],
  ['soak', [...SEED, '--rate', '10', '--minutes', '2']],
  ['ingest', ['200']],
  ['matching', ['200']],
  ['eventstore', []],
];

async function dropSeedDatabase() {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS "vm_bench_scale0_001_seed424242" WITH (FORCE)');
  await client.end();
}

let failed = [];
try {
  for (const [bench, args] of runs) {
    console.log(`[bench:smoke] bench:${bench} ${args.join(' ')}`);
    const { status, signal } = spawnSync(process.execPath, [`dist/bench/${bench}/run.js`, ...args], { stdio: 'inherit', env });
    if (status !== 0) failed.push(`bench:${bench} (${signal ?? `exit ${status}`})`);
  }
} finally {
  await dropSeedDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed.length > 0) {
  console.error(`[bench:smoke] failed: ${failed.join(', ')}`);
  process.exit(1);
}
