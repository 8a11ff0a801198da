// `npm test`: every check of the project, in order, against one PostgreSQL and one Redis. On a
// machine that has neither, it runs its own (an embedded PostgreSQL under ./.data/test-postgres,
// a redis-server) and stops them when the tests end.
// `npm test -- <script> [args…]` runs one npm script against the same services instead, e.g.
// `npm test -- test:unit libs/identity/test/identity.spec.ts`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

// The browser tests drive Debian's Chromium (playwright.config.ts); Playwright never downloads one.
const CHROMIUM = '/usr/bin/chromium';
// Beside `npm start`'s embedded server (54329), so that both can run at once.
const EMBEDDED_TEST_PORT = 54330;
// The code that `npm start` uses to run the same services, once built (npm run build:api).
const LOCAL_SERVICES = 'dist/libs/runtime/src/local-services';

const log = (message) => console.log(`[test] ${message}`);

let current = null;
function npmRun(script, args = []) {
  return new Promise((resolvePromise, reject) => {
    log(['npm run', script, ...args].join(' '));
    current = spawn('npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])], { stdio: 'inherit' });
    current.once('exit', (code, signal) => {
      current = null;
      if (code === 0) resolvePromise();
      else reject(new Error(`npm run ${script} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** The services this run started, to stop at the end; none when the machine has its own. */
const started = [];
async function ensureServices() {
  // These files alone, not the whole #runtime library with its Nest modules.
  const { answers } = await import(resolve(LOCAL_SERVICES, 'answers.js'));
  const { startEmbeddedServer } = await import(resolve(LOCAL_SERVICES, 'embedded-postgres.js'));
  const { ensureLocalRedis } = await import(resolve(LOCAL_SERVICES, 'local-redis.js'));
  if (!process.env.TEST_DATABASE_URL && !(await answers('127.0.0.1', 5432))) {
    log('No PostgreSQL on 127.0.0.1:5432 and no TEST_DATABASE_URL: running an embedded one');
    const postgres = await startEmbeddedServer({ directory: resolve('.data/test-postgres'), port: EMBEDDED_TEST_PORT, database: 'postgres' }, log);
    started.push(postgres);
    // Read by Jest's test databases and by the browser tests' server (scripts/start-e2e.mjs).
    process.env.TEST_DATABASE_URL = postgres.url;
  }
  const redis = await ensureLocalRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', log);
  if (redis) started.push(redis);
}

async function stopServices() {
  for (const service of started.splice(0).reverse()) await service.stop();
}

async function allChecks() {
  if (!existsSync(CHROMIUM)) throw new Error(`The browser tests need Chromium at ${CHROMIUM}: install it with \`apt-get install chromium\` (as root).`);
  await npmRun('typecheck');
  await npmRun('lint');
  await npmRun('api:lint');
  await npmRun('build:api');
  await ensureServices();
  await npmRun('test:unit');
  await npmRun('bench:smoke');
  await npmRun('build:web');
  await npmRun('size');
  await npmRun('test:e2e');
}

async function oneScript(script, args) {
  if (!existsSync(resolve(LOCAL_SERVICES, 'answers.js'))) await npmRun('build:api');
  await ensureServices();
  await npmRun(script, args);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    current?.kill(signal);
    void stopServices().finally(() => process.exit(1));
  });
}

try {
  const [script, ...args] = process.argv.slice(2);
  await (script ? oneScript(script, args) : allChecks());
} catch (error) {
  console.error(`[test] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopServices();
}
// Said outright: embedded-postgres's exit hook would otherwise end the process with 0 after a failure.
process.exit(process.exitCode ?? 0);
