/**
 * API request benchmark: read endpoints of the real app beside a bare NestJS hello app, each
 * server in a child process of its own, loaded by autocannon from this process.
 *
 * `npm run bench:api` (builds first). `npm run bench:api -- --profile` also writes a V8 CPU
 * profile of each server's process to bench-profiles/ (open them in Chrome DevTools or speedscope).
 * Needs what the API tests need: PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL).
 */
import { resolve } from 'node:path';
import { type ChildServer, forkServer } from './child-server.js';
import type { HelloInfo } from './hello.server.js';
import { CONNECTIONS, load, type LoadResult, type Target } from './load.js';
import type { VibeMatchInfo } from './vibematch.server.js';

const PROFILE_DIR = resolve('bench-profiles');

function endpoints(app: ChildServer<VibeMatchInfo>): Target[] {
  const { url, userId, cookie } = app.info;
  const signedIn = { cookie };
  const serverCpuMicros = app.cpuMicros;
  return [
    { name: 'GET /api/health', url: `${url}/api/health`, serverCpuMicros },
    { name: 'GET /api/users/{id} (anonymous)', url: `${url}/api/users/${userId}`, serverCpuMicros },
    { name: 'GET /api/users/{id} (owner)', url: `${url}/api/users/${userId}`, headers: signedIn, serverCpuMicros },
    { name: 'GET /api/auth/user (signed in)', url: `${url}/api/auth/user`, headers: signedIn, serverCpuMicros },
  ];
}

function print(hello: LoadResult, results: readonly LoadResult[]): void {
  const rows = [hello, ...results].map((r) => ({
    endpoint: r.name,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'of hello': (r.requestsPerSecond / hello.requestsPerSecond).toFixed(2),
    'server CPU µs/req': r.serverCpuMicrosPerRequest,
    failures: r.failures,
  }));
  console.log(`\n${CONNECTIONS} connections, autocannon in the parent process, each server in its own child process`);
  console.table(rows);
}

const profile = process.argv.includes('--profile');
const profiled = (name: string): string[] => (profile ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, `--cpu-prof-name=${name}.cpuprofile`] : []);
const hello = await forkServer<HelloInfo>(new URL('./hello.server.js', import.meta.url), profiled('hello'));
const app = await forkServer<VibeMatchInfo>(new URL('./vibematch.server.js', import.meta.url), profiled('vibematch'));
try {
  const helloResult = await load({ name: 'GET / (bare NestJS hello)', url: hello.info.url, serverCpuMicros: hello.cpuMicros });
  const results: LoadResult[] = [];
  for (const target of endpoints(app)) results.push(await load(target));
  print(helloResult, results);
  if (profile) console.log(`CPU profiles of both servers: ${PROFILE_DIR}/{hello,vibematch}.cpuprofile`);
  if ([helloResult, ...results].some((r) => r.failures > 0)) process.exitCode = 1;
} finally {
  await Promise.all([hello.stop(), app.stop()]);
}
