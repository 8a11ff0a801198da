/**
 * API request benchmark: read endpoints of the real app beside a bare NestJS hello app on Fastify,
 * the adapter the app runs on (the baseline; the same hello on Express is printed as a row of its
 * own for comparison), each server in a child process of its own, loaded by autocannon from this
 * process.
 *
 * `npm run bench:api -- [--scale 1] [--seed 1] [--profile]` (builds first): the app runs on a copy
 * of the seeded history (bench:seed; made first if it was not). --profile also writes a V8 CPU
 * profile of each server's process to bench-profiles/ (open them in Chrome DevTools or speedscope).
 * BENCH_ONLY=<part of an endpoint's name> runs only the endpoints whose name has it.
 * Goals (issue 20): anonymous reads at least 0.5 of the hello's rate, signed-in reads 0.3.
 * Needs what the API tests need: PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL).
 */
import { resolve } from 'node:path';
import { ensureSeed } from '../seed/ensure-seed.js';
import { seedArgs, seedOptionsOf } from '../seed/seed-plan.js';
import { type ChildServer, forkServer } from '../shared/child-server.js';
import type { HelloInfo } from './hello.server.js';
import { CONNECTIONS, load, type LoadResult, type Target } from './load.js';
import type { VibeMatchInfo } from './vibematch.server.js';

const PROFILE_DIR = resolve('bench-profiles');

function endpoints(app: ChildServer<VibeMatchInfo>, expressHello: ChildServer<HelloInfo>): Target[] {
  const { url, artistId, songId } = app.info;
  const artist = { cookie: app.info.artistCookie };
  const curator = { cookie: app.info.curatorCookie };
  const serverCpuMicros = app.cpuMicros;
  const read = (name: string, path: string, headers?: Record<string, string>): Target => ({ name, url: `${url}${path}`, ...(headers && { headers }), serverCpuMicros });
  return [
    // Not one of ours: what NestJS's default adapter would be worth against the one the app runs on.
    { name: 'GET / (bare NestJS hello on Express)', url: expressHello.info.url, serverCpuMicros: expressHello.cpuMicros },
    read('GET /api/health', '/api/health'),
    read('GET /api/users/{id} (anonymous)', `/api/users/${artistId}`),
    read('GET /api/search/playlists?q=late (anonymous)', '/api/search/playlists?q=late'),
    read('GET /api/auth/user (signed in)', '/api/auth/user', artist),
    read('GET /api/user/balance (artist)', '/api/user/balance', artist),
    read('GET /api/wallet/transactions (artist)', '/api/wallet/transactions', artist),
    read('GET /api/submissions/artist (artist)', '/api/submissions/artist', artist),
    read('GET /api/songs/{id}/matching-playlists (artist)', `/api/songs/${songId}/matching-playlists`, artist),
    read('GET /api/submissions/curator (curator)', '/api/submissions/curator', curator),
    read('GET /api/bounties/discover (curator)', '/api/bounties/discover', curator),
    read('GET /api/bounties/discover/summary (curator)', '/api/bounties/discover/summary', curator),
    // Each request a curator's first at this version of the open bounties: every one scored.
    { ...read(`GET /api/bounties/discover (${app.info.curatorsCookies.length} curators in turn)`, '/api/bounties/discover'), headersInTurn: app.info.curatorsCookies.map((cookie) => ({ cookie })) },
  ];
}

/** One endpoint's run beside the hello run made just before it, so that both meet the same load from other processes. */
interface Pair {
  readonly hello: LoadResult;
  readonly endpoint: LoadResult;
}

/**
 * Rounds of every endpoint; each endpoint's figures are those of its median round (by its ratio
 * to hello). On this shared 2-core machine one run's req/s can swing by a third from one minute
 * to the next, for the hello app as much as for ours; the ratio of adjacent runs and the median
 * of several rounds are what stay put.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const ratio = ({ hello, endpoint }: Pair): number => endpoint.requestsPerSecond / hello.requestsPerSecond;

function median(pairs: readonly Pair[]): Pair {
  const sorted = [...pairs].sort((a, b) => ratio(a) - ratio(b));
  return sorted[Math.floor(sorted.length / 2)] as Pair;
}

function print(pairs: readonly Pair[]): void {
  const rows = pairs.map(({ hello, endpoint }) => ({
    endpoint: endpoint.name,
    'req/s': endpoint.requestsPerSecond,
    'p50 ms': endpoint.p50Ms,
    'p99 ms': endpoint.p99Ms,
    'hello req/s': hello.requestsPerSecond,
    'of hello': (endpoint.requestsPerSecond / hello.requestsPerSecond).toFixed(2),
    'CPU µs/req': endpoint.serverCpuMicrosPerRequest,
    'hello CPU µs/req': hello.serverCpuMicrosPerRequest,
    'of hello (CPU)': (hello.serverCpuMicrosPerRequest / endpoint.serverCpuMicrosPerRequest).toFixed(2),
    failures: endpoint.failures + hello.failures,
  }));
  console.log(`\n${CONNECTIONS} connections; each endpoint right after a run of the bare NestJS hello app on Fastify (GET /, "hello" columns); the median of ${ROUNDS} rounds`);
  console.log('"of hello (CPU)": hello\'s server CPU per request over the endpoint\'s, the ratio for a server that has a core to itself');
  console.table(rows);
}

const profile = process.argv.includes('--profile');
const profiled = (name: string): string[] => (profile ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, `--cpu-prof-name=${name}.cpuprofile`] : []);
const hello = await forkServer<HelloInfo>(new URL('./hello.server.js', import.meta.url), profiled('hello'));
const expressHello = await forkServer<HelloInfo>(new URL('./hello.server.js', import.meta.url), profiled('hello-express'), ['express']);
const seed = seedOptionsOf(process.argv.slice(2));
await ensureSeed(seed);
const app = await forkServer<VibeMatchInfo>(new URL('./vibematch.server.js', import.meta.url), profiled('vibematch'), seedArgs(seed));
try {
  const helloTarget: Target = { name: 'GET / (bare NestJS hello on Fastify)', url: hello.info.url, serverCpuMicros: hello.cpuMicros };
  // BENCH_ONLY=<part of a name> measures only those endpoints (with --profile: one endpoint's profile).
  const targets = endpoints(app, expressHello).filter((target) => target.name.includes(process.env.BENCH_ONLY ?? ''));
  const rounds = targets.map((): Pair[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, target] of targets.entries()) rounds[index]?.push({ hello: await load(helloTarget), endpoint: await load(target) });
  }
  print(rounds.map(median));
  if (profile) console.log(`CPU profiles of the servers: ${PROFILE_DIR}/{hello,hello-express,vibematch}.cpuprofile`);
  if (rounds.flat().some(({ hello, endpoint }) => hello.failures + endpoint.failures > 0)) process.exitCode = 1;
} finally {
  await Promise.all([hello.stop(), expressHello.stop(), app.stop()]);
}
