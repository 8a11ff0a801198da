/**
 * `npm run bench:seed -- [--scale 1] [--seed 1] [--force]`: builds a realistic history through
 * the HTTP API of the real app (the same controllers, deciders, events and process managers as
 * users meet; no SQL inserts) and keeps it under `.data/bench` for the other benchmarks: made
 * once, then reused unless --force. Scale 1 is the size (about a million events).
 * Prints progress, then the events by type and the ledger's verdict; exits 1 if the ledger is
 * not whole. Needs what the API tests need: PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL).
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { ADMIN_ENV, DAY_MS, MovableClock, createTestApp, deleteRedisKeys, signInAdmin, type TestApp } from '#testing';
import { random } from '../shared/random.js';
import { runPool } from '../shared/work-pool.js';
import { marketTasks } from './seed-market.js';
import { planOf, seedName, seedOptionsOf, type SeedOptions, type SeedPlan } from './seed-plan.js';
import { artistTasks, curatorTasks, type SeedWorld } from './seed-world.js';
import { freshOriginal, keep, keptManifest, type SeedManifest } from './seeded-database.js';
import { EventCounter } from './event-counter.js';

/**
 * Users acting at once: each waits for its own writes to be read back, so it takes many to keep
 * both cores busy; never more than the curators, so that none holds CAMPAIGNS_PER_CURATOR at once.
 */
const ACTORS = Number(process.env.BENCH_ACTORS ?? 64);

async function stage(name: string, tasks: readonly (() => Promise<unknown>)[], counter: EventCounter, actors: number): Promise<void> {
  let done = 0;
  const timer = setInterval(() => void counter.progress(`${name}: ${done.toLocaleString('en')}/${tasks.length.toLocaleString('en')}`), 10_000);
  try {
    await runPool(tasks, actors, () => done++);
  } finally {
    clearInterval(timer);
  }
  await counter.progress(`${name}: done (${tasks.length.toLocaleString('en')})`);
}

/** Moves the app's clock past every deadline of the first phase and waits until the sweep ended them all. */
async function letTimePass(clock: MovableClock, plan: SeedPlan, counter: EventCounter): Promise<void> {
  clock.advance(31 * DAY_MS + 3_600_000);
  await counter.waitFor({ BountyExpired: plan.bounties.expired + plan.bounties.lapsed, SubmissionExpired: plan.requests.expired });
  await counter.progress('time passed: every deadline of the first phase has ended its bounty or request');
}

async function verifyLedger(app: TestApp): Promise<string> {
  const verdict = (await (await signInAdmin(app)).get('/api/admin/ledger/verify').expect(200)).body as { violations: { message: string }[] };
  return verdict.violations.length === 0 ? 'ok' : verdict.violations.map((v) => v.message).join('; ');
}

async function seed(options: SeedOptions): Promise<SeedManifest> {
  const plan = planOf(options);
  console.log(`bench:seed ${seedName(options)}: ${JSON.stringify(plan)}`);
  const database = await freshOriginal(options);
  const clock = new MovableClock();
  const env = { ...ADMIN_ENV, RATE_LIMIT_SIGN_UP: '10000000/1h', EXPIRY_SWEEP_INTERVAL: 'PT1S' };
  const redisPrefix = `bench-seed-${randomBytes(4).toString('hex')}`;
  const app = await createTestApp({ reuse: { database, redisPrefix }, clock, env });
  await app.app.listen(0, '127.0.0.1');
  const counter = new EventCounter(database.url);
  const started = performance.now();
  try {
    const tagIds = ((await app.agent().get('/api/tags').expect(200)).body as { id: number }[]).map((t) => t.id);
    const world: SeedWorld = { app, next: random(options.seed), tagIds, artists: [], curators: [], coins: [] };
    const actors = Math.min(ACTORS, plan.curators);
    await stage('curators and playlists', curatorTasks(world, plan), counter, actors);
    await stage('artists, coins and songs', artistTasks(world, plan), counter, actors);
    const market = marketTasks(world, plan);
    await stage('bounties and requests left to lapse', market.lapsing, counter, actors);
    await letTimePass(clock, plan, counter);
    await stage('bounties and requests that end by acting', market.lasting, counter, actors);
    await counter.settled();
    const ledger = await verifyLedger(app);
    const { events, byType } = await counter.byType();
    console.log(`ledger verify: ${ledger}`);
    if (ledger !== 'ok') process.exitCode = 1;
    return { name: seedName(options), options, events, byType, seconds: Math.round((performance.now() - started) / 1000), createdAt: new Date().toISOString() };
  } finally {
    await counter.close();
    await app.stop();
    // The sessions and the queues' jobs are not part of what is kept: the copies start without them.
    await deleteRedisKeys(app.config.redisUrl, redisPrefix);
  }
}

const options = seedOptionsOf(process.argv.slice(2));
const kept = process.argv.includes('--force') ? null : await keptManifest(options);
if (kept) {
  console.log(`bench:seed ${kept.name}: kept since ${kept.createdAt} (${kept.events.toLocaleString('en')} events); --force makes it anew`);
} else {
  const manifest = await seed(options);
  console.log(`seeded ${manifest.events.toLocaleString('en')} events in ${manifest.seconds} s`);
  console.table(Object.entries(manifest.byType).map(([type, count]) => ({ type, count })));
  if (process.exitCode !== 1) await keep(manifest);
}
