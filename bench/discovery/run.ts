/**
 * `npm run bench:discovery -- [--scale 1] [--seed 1]`: what bounty discovery (spec 2.12) costs a
 * curator, one request at a time, on a copy of the seeded history (bench:seed; made first if it
 * was not), in three cases (decision 0030):
 * - a curator's first request: every open bounty is scored against the curator's playlists;
 * - the same curator again, nothing changed: the fits kept for those bounties answer;
 * - the same curator after an artist edited one open bounty (a new version of the open bounties,
 *   as every bounty set, claimed, edited or ended makes): only what changed is scored anew;
 * - the same curator's statistics (the summary beside the list), nothing changed.
 * Prints the latency of each case (p50, p95) and the median CPU time of a request (client and
 * server are this one process, so the rows compare with each other, not with bench:api's), and the
 * machine's load beside them.
 * Needs what the API tests need: PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL).
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import pg from 'pg';
import { createTestApp } from '#testing';
import { ensureSeed } from '../seed/ensure-seed.js';
import { copyOfSeed } from '../seed/seeded-database.js';
import { seedOptionsOf } from '../seed/seed-plan.js';
import { signIn } from '../shared/seeded-accounts.js';
import { call } from '../traffic/cast.js';
import { percentile } from '../shared/percentile.js';

/** Curators asking in each round: fewer than discovery keeps fits for (32), so that a second request finds them. */
const CURATORS = 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DISCOVERY = '/api/bounties/discover';
const SUMMARY = `${DISCOVERY}/summary`;

/** One open bounty nobody holds, with its artist, to edit; and the curators who will ask. */
async function accounts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ songId: string; email: string; reviewAmount: number; placementAmount: number; serviceType: string }>(
      `SELECT b.song_id AS "songId", u.email, b.review_amount AS "reviewAmount", b.placement_amount AS "placementAmount", b.service_type AS "serviceType"
         FROM rm_market_bounties.bounties b JOIN rm_users.users u ON u.id = b.artist_id
        WHERE b.status = 'open' AND b.campaign_id IS NULL AND b.expires_at > now() ORDER BY b.id LIMIT 1`,
    );
    const curators = await client.query<{ email: string }>(`SELECT email FROM rm_users.users WHERE role IN ('curator', 'both') ORDER BY id LIMIT $1`, [CURATORS]);
    const [bounty] = rows;
    if (!bounty || curators.rows.length === 0) throw new Error('The seeded history has no open bounty or no curator: run npm run bench:seed');
    return { bounty, curators: curators.rows };
  } finally {
    await client.end();
  }
}

/** One request's wall time, and the CPU time this process (server and client) spent meanwhile. */
interface Sample {
  readonly ms: number;
  readonly cpuMs: number;
}

/** Times one request, which must answer 2xx. */
async function timed(url: string, method: string, path: string, cookie: string, body?: unknown): Promise<Sample> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const answer = await call(url, method, path, cookie, body);
  const { user, system } = process.cpuUsage(cpu);
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { ms: performance.now() - started, cpuMs: (user + system) / 1000 };
}

/** A case's row: latency p50 and p95, and the median CPU time of a request (less swayed than the latency by other work on the machine). */
const row = (name: string, samples: readonly Sample[]) => {
  const ms = samples.map((sample) => sample.ms);
  const cpuMs = samples.map((sample) => sample.cpuMs);
  return {
    case: name,
    requests: samples.length,
    'p50 ms': +percentile(ms, 0.5).toFixed(1),
    'p95 ms': +percentile(ms, 0.95).toFixed(1),
    'CPU ms (median)': +percentile(cpuMs, 0.5).toFixed(1),
    load: loadavg()[0]?.toFixed(2),
  };
};

const options = seedOptionsOf(process.argv.slice(2));
await ensureSeed(options);
const { manifest, database } = await copyOfSeed(options);
const t = await createTestApp({ reuse: { database, redisPrefix: `bench-discovery-${randomBytes(4).toString('hex')}` }, env: { RATE_LIMIT_DISCOVERY: '10000000/1m' }, checkAnswers: false });
try {
  await t.app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  const { bounty, curators } = await accounts(database.url);
  const artist = await signIn(url, bounty.email);
  const cookies: string[] = [];
  for (const curator of curators) cookies.push(await signIn(url, curator.email));
  const samples = { first: [] as Sample[], again: [] as Sample[], changed: [] as Sample[], summary: [] as Sample[] };
  for (const cookie of cookies) samples.first.push(await timed(url, 'GET', DISCOVERY, cookie));
  for (let round = 0; round < ROUNDS; round++) {
    for (const cookie of cookies) samples.again.push(await timed(url, 'GET', DISCOVERY, cookie));
    // The same amounts, another text: changed at once, nothing reserved (its answer waits for the read models).
    const { reviewAmount, placementAmount, serviceType } = bounty;
    const terms = { reviewAmount, placementAmount, serviceType, description: `Round ${round} of bench:discovery` };
    await timed(url, 'PATCH', `/api/songs/${bounty.songId}/bounty`, artist, terms);
    for (const cookie of cookies) samples.changed.push(await timed(url, 'GET', DISCOVERY, cookie));
    for (const cookie of cookies) samples.summary.push(await timed(url, 'GET', SUMMARY, cookie));
  }
  const open = (await call(url, 'GET', SUMMARY, cookies[0] ?? '')).body as { available: number };
  console.log(`bench:discovery on ${manifest.name}: ${open.available.toLocaleString('en')} open bounties a curator sees; ${cookies.length} curators, ${ROUNDS} rounds, one request at a time`);
  console.table([
    row('a curator’s first request', samples.first),
    row('the same curator again, nothing changed', samples.again),
    row('the same curator after one bounty was edited', samples.changed),
    row('the same curator’s summary, nothing changed', samples.summary),
  ]);
} finally {
  await t.close();
  await database.drop();
}
