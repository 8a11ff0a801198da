/**
 * Issue 20, "Several instances": the processes of `npm run start:cluster` (startCluster, the
 * launcher's own code, running the built app) on a fresh database and Redis prefix: two API
 * processes and two workers behind the proxy, every request of this file sent through the proxy,
 * which names the instance that answered in X-Served-By.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import request, { type Response } from 'supertest';
import { leaseHolders, sqlOfPool } from '#projections';
import {
  ADMIN_CREDENTIALS, ADMIN_ENV, type Agent, type AgentFactory, BOUNTY, createTestDatabase, deleteRedisKeys, eventually, fundWallet, signIn, signUp, songBody,
  TEST_COUPON_CODE, type TestDatabase,
} from '#testing';
import { type Cluster, startCluster } from '../src/cluster.js';
import { ensureBuiltApp } from './support/built-app.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS's default (libs/platform's app-config): the 6th failure in a row is refused. */
const FAILED_SIGN_INS_ALLOWED = 5;
/** Short enough to see each bounty expire in this file (the deadline's job), with sweeps looking for it meanwhile. */
const BOUNTY_LIFETIME_S = 20;
const SWEEP_EVERY_S = 2;
const PAGE_VISITS = 20;

/** Which instance answered: the proxy's X-Served-By. */
const servedBy = (response: Response): string => String(response.headers['x-served-by']);
const pidOf = (applicationName: string): number => Number(/ pid (\d+)$/.exec(applicationName)?.[1]);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `test-cluster-${randomBytes(5).toString('hex')}`;

describe('npm run start:cluster: two API processes and two workers behind one proxy', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let cluster: Cluster;
  let users: AgentFactory;
  let admin: Agent;
  const reports: string[] = [];
  /** Every bounty set in this file: each must expire once. */
  const bounties: string[] = [];

  /** The events of `type` in the log, through the admin's event browser. */
  const eventsOf = async (type: string): Promise<{ eventId: string; data: Record<string, unknown> }[]> =>
    (await admin.get(`/api/admin/events?type=${type}&limit=500`).expect(200)).body.events as { eventId: string; data: Record<string, unknown> }[];
  /** Each reader of the log (projection or process manager: a checkpoint each) and the pid of the process holding its lease. */
  const leases = async (): Promise<Map<string, number[]>> => {
    const readers = (await pool.query<{ name: string }>('select name from projections.checkpoints order by name')).rows.map((row) => row.name);
    const held = new Map(readers.map((reader) => [reader, [] as number[]]));
    for (const holder of await leaseHolders(sqlOfPool(pool), readers)) held.get(holder.reader)?.push(pidOf(holder.applicationName));
    return held;
  };
  const heldBy = (held: Map<string, number[]>): number[] => [...new Set([...held.values()].flat())].sort();

  beforeAll(async () => {
    ensureBuiltApp(ROOT);
    database = await createTestDatabase('vm_cluster');
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pool.on('error', () => undefined);
    const { NODE_OPTIONS: _jestsVmModules, ...inherited } = process.env;
    cluster = await startCluster({
      root: ROOT,
      port: 0,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1',
      env: {
        ...inherited,
        ...ADMIN_ENV,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        DATABASE_URL: database.url,
        REDIS_URL,
        REDIS_PREFIX,
        TEST_COUPON_CODE,
        // Four processes beside whatever else uses the test server: 10 connections each at most.
        DATABASE_POOL_SIZE: '6',
        // Every client of this file comes from one address.
        RATE_LIMIT_SIGN_UP: '10000/1h',
        RATE_LIMIT_PAGE_VISIT: '10000/1m',
        BOUNTY_LIFETIME: `PT${BOUNTY_LIFETIME_S}S`,
        EXPIRY_SWEEP_INTERVAL: `PT${SWEEP_EVERY_S}S`,
      },
      report: (line) => reports.push(line),
    });
    const url = `http://127.0.0.1:${cluster.port}`;
    users = { agent: () => request.agent(url) };
    admin = await signIn(users, ADMIN_CREDENTIALS);
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await pool?.end();
    await database?.drop();
    await deleteRedisKeys(REDIS_URL, REDIS_PREFIX);
  }, 60_000);

  it('shows each write to the next read, answered by the other instance; sessions and sign-in throttling are shared', async () => {
    const artist = await signUp(users);
    await fundWallet(artist.agent);
    const writers = new Set<string>();
    const readers = new Set<string>();
    for (let i = 1; i <= 3; i++) {
      const song = await artist.agent.post('/api/songs').send(songBody({ title: `Song ${i}` })).expect(201);
      const songs = await artist.agent.get(`/api/users/${artist.user.id}/songs`).expect(200);
      expect(servedBy(songs)).not.toBe(servedBy(song));
      expect((songs.body as { id: string }[]).map((listed) => listed.id)).toContain(song.body.id);

      const bounty = await artist.agent.post(`/api/songs/${song.body.id}/bounty`).send(BOUNTY).expect(201);
      bounties.push(bounty.body.id);
      const balance = await artist.agent.get('/api/user/balance').expect(200);
      expect(servedBy(balance)).not.toBe(servedBy(bounty));
      expect(balance.body).toEqual({ total: 1000, reserved: 150 * i, available: 1000 - 150 * i });
      // One more request, so that the next round's writes go to the other instance (the proxy takes turns).
      const active = await artist.agent.get('/api/user/active-bounties').expect(200);
      expect((active.body as { id: string }[]).map((listed) => listed.id)).toContain(bounty.body.id);
      for (const write of [song, bounty]) writers.add(servedBy(write));
      for (const read of [songs, balance]) readers.add(servedBy(read));
    }
    expect([...writers].sort()).toEqual(['api-1', 'api-2']);
    expect([...readers].sort()).toEqual(['api-1', 'api-2']);

    // Each wrong password claims another client address: the proxy says where it came from.
    const victim = await signUp(users);
    const failures: Response[] = [];
    for (let i = 0; i < FAILED_SIGN_INS_ALLOWED; i++) {
      failures.push(await users.agent().post('/api/auth/login').set('X-Forwarded-For', `203.0.113.${i}`).send({ email: victim.email, password: `wrong-${i}` }));
    }
    expect(failures.map((failure) => failure.status)).toEqual(Array(FAILED_SIGN_INS_ALLOWED).fill(401));
    expect([...new Set(failures.map(servedBy))].sort()).toEqual(['api-1', 'api-2']);
    const refused = await users.agent().post('/api/auth/login').set('X-Forwarded-For', '198.51.100.7').send({ email: victim.email, password: victim.password });
    expect(refused.status).toBe(429);
  });

  it('runs each projection and process manager in one worker; after kill -9 of the one holding them the other takes over, and the read models equal a replay', async () => {
    const workers = cluster.workers.map((worker) => worker.pid);
    const before = await leases();
    expect(before.size).toBeGreaterThan(0);
    // Every reader has one holder, a worker (never an API process, which runs none).
    expect([...before].filter(([, pids]) => pids.length !== 1 || !workers.includes(pids[0]))).toEqual([]);

    const counts = workers.map((pid) => [...before.values()].filter((pids) => pids[0] === pid).length);
    const victim = cluster.workers[counts[0] >= counts[1] ? 0 : 1];
    const survivor = cluster.workers[counts[0] >= counts[1] ? 1 : 0];
    const victimPid = victim.pid as number;
    process.kill(victimPid, 'SIGKILL');

    const after = await eventually(leases, (held) => heldBy(held).join() === String(survivor.pid) && [...held.values()].every((pids) => pids.length === 1));
    expect(heldBy(after)).toEqual([survivor.pid]);
    expect(reports).toContainEqual(expect.stringContaining(`${victim.spec.name} (pid ${victimPid}) exited with signal SIGKILL`));
    // The launcher starts the killed worker again: it stands by, holding nothing.
    expect(await eventually(async () => victim.pid, (pid) => pid !== null && pid !== victimPid)).not.toBeNull();
    expect(heldBy(await leases())).toEqual([survivor.pid]);

    // Writes after the kill are applied (by the survivor) before they are answered.
    const artist = await signUp(users);
    const song = await artist.agent.post('/api/songs').send(songBody({ title: 'After the kill' })).expect(201);
    const songs = await artist.agent.get(`/api/users/${artist.user.id}/songs`).expect(200);
    expect((songs.body as { id: string }[]).map((listed) => listed.id)).toEqual([song.body.id]);

    const projections = ((await admin.get('/api/admin/projections').expect(200)).body as { name: string }[]).map((projection) => projection.name);
    const unhealthy = [];
    for (const name of projections) {
      const verification = await admin.post(`/api/admin/projections/${name}/verify`).expect(200);
      if (verification.body.healthy !== true) unhealthy.push(verification.body);
    }
    expect(unhealthy).toEqual([]);
  }, 60_000);

  it('runs each queued job once with two workers: every page visit stored once, every bounty expired once', async () => {
    const visitor = users.agent();
    const served = new Set<string>();
    for (let i = 0; i < PAGE_VISITS; i++) served.add(servedBy(await visitor.post('/api/analytics/page-visit').send({ page: `/page-${i}` }).expect(202)));
    expect([...served].sort()).toEqual(['api-1', 'api-2']);
    const visits = await eventually(() => eventsOf('PageVisited'), (events) => events.length >= PAGE_VISITS);
    expect({ events: visits.length, visits: new Set(visits.map((visit) => visit.data.visitId)).size }).toEqual({ events: PAGE_VISITS, visits: PAGE_VISITS });

    // Each bounty's deadline job fires once its lifetime is over, and a sweep every 2 s looks for it too.
    const expired = async () => (await eventsOf('BountyExpired')).map((event) => String(event.data.bountyId)).sort();
    expect(bounties).toHaveLength(3);
    const all = (ids: string[]) => bounties.every((id) => ids.includes(id));
    expect(all(await eventually(expired, all, (BOUNTY_LIFETIME_S + 20) * 1000))).toBe(true);
    // Two more sweeps, in which a second expiry would show.
    await new Promise((wait) => setTimeout(wait, 2 * SWEEP_EVERY_S * 1000 + 500));
    expect(await expired()).toEqual([...bounties].sort());
  }, 90_000);

  it('shows a rebuild started through one instance, with its outcome, when read through the other', async () => {
    const started = await admin.post('/api/admin/projections/users/rebuild').expect(202);
    const usersOf = (response: Response) => (response.body as { name: string; rebuild: unknown }[]).find((projection) => projection.name === 'users')?.rebuild;
    const read = await eventually(
      () => admin.get('/api/admin/projections').expect(200),
      (response) => servedBy(response) !== servedBy(started) && (usersOf(response) as { state?: string } | null)?.state === 'done',
    );
    expect(servedBy(read)).not.toBe(servedBy(started));
    expect(usersOf(read)).toMatchObject({ state: 'done', percent: 100, error: null });
  });
});
