import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type EventStore, formatPosition, type RecordedEvent } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { sqlOfPool } from '#projections';
import { allProjections } from '#runtime';
import { ADMIN_ENV, type Agent, createTestApp, fundWallet, signInAdmin, signUp, type SignedUpAccount, type TestApp, appendEvents, eventually } from '#testing';
import { lockProjectionForApply, tryLockRebuild } from '../../../libs/projections/src/advisory-locks.js';

interface AdminEvent {
  readonly position: string;
  readonly streamId: string;
  readonly revision: number;
  readonly eventId: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata: Record<string, unknown>;
}
interface EventPage {
  readonly events: AdminEvent[];
  readonly nextPosition: string | null;
}
interface ProjectionStatus {
  readonly name: string;
  readonly version: number;
  readonly checkpoint: string | null;
  readonly lagEvents: number;
  readonly lagSeconds: number | null;
  readonly status: 'live' | 'behind' | 'rebuilding';
  readonly rebuild: { readonly state: 'running' | 'done' | 'failed'; readonly percent: number; readonly processedEvents: number; readonly totalEvents: number; readonly finishedAt: string | null } | null;
}

const ROUTES = [
  ['get', '/api/admin/events'],
  ['get', '/api/admin/projections'],
  ['post', '/api/admin/projections/users/rebuild'],
  ['get', '/api/admin/queues'],
  ['get', '/api/admin/queues/api/queues'],
] as const;

/** Event browser, projections and rebuilds, and the queue dashboard: GET /api/admin/events, /projections, POST /projections/{name}/rebuild, /queues. */
describe('admin operations', () => {
  let t: TestApp;
  let admin: Agent;
  let artist: SignedUpAccount;
  /** A connection of the test's own, to hold a projection's locks as another process would. */
  let db: pg.Pool;

  const events = async (query: Record<string, string | number>): Promise<EventPage> => (await admin.get('/api/admin/events').query(query).expect(200)).body as EventPage;
  const projections = async (): Promise<ProjectionStatus[]> => (await admin.get('/api/admin/projections').expect(200)).body as ProjectionStatus[];
  const projection = async (name: string): Promise<ProjectionStatus> => (await projections()).find((p) => p.name === name)!;
  const storeEvents = async (): Promise<RecordedEvent[]> => (await t.app.get<EventStore>(EVENT_STORE).readAll({ limit: 100_000 })).events;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...ADMIN_ENV } });
    admin = await signInAdmin(t);
    artist = await signUp(t);
    await fundWallet(artist.agent);
    db = new pg.Pool({ connectionString: t.database.url, max: 2 });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  describe('who may', () => {
    it.each(ROUTES)('%s %s answers 401 JSON without a session and 403 JSON to a non-admin', async (method, path) => {
      const anonymous = await t.agent()[method](path);
      expect([anonymous.status, anonymous.body]).toEqual([401, { message: expect.any(String) }]);
      const curator = await signUp(t, { role: 'curator' });
      for (const caller of [artist.agent, curator.agent]) {
        const refused = await caller[method](path);
        expect([refused.status, refused.body]).toEqual([403, { message: 'Admins only' }]);
      }
    });
  });

  describe('GET /api/admin/events', () => {
    it("lists a stream's events as stored, oldest first, with their metadata and no password hash", async () => {
      const page = await events({ stream: `user-${artist.user.id}` });
      expect(page.nextPosition).toBeNull();
      expect(page.events[0]).toMatchObject({
        streamId: `user-${artist.user.id}`,
        revision: 0,
        type: 'UserRegistered',
        data: { userId: artist.user.id, email: artist.email, passwordHash: '[redacted]' },
        metadata: { eventId: page.events[0].eventId, occurredAt: expect.any(String) },
      });
      expect(page.events.map((e) => e.revision)).toEqual(page.events.map((_, i) => i));
      const wallet = await events({ stream: `wallet-${artist.user.id}` });
      expect(wallet.events).toEqual([expect.objectContaining({ type: 'CoinsCredited', data: expect.objectContaining({ amount: 1000 }), metadata: expect.objectContaining({ actorId: artist.user.id }) })]);
    });

    it('filters by one type or several, comma-separated, over the whole log', async () => {
      const credits = await events({ type: 'CoinsCredited', limit: 500 });
      expect(credits.events.length).toBeGreaterThan(0);
      expect(new Set(credits.events.map((e) => e.type))).toEqual(new Set(['CoinsCredited']));
      const both = await events({ type: 'UserRegistered,CoinsCredited', limit: 500 });
      expect(new Set(both.events.map((e) => e.type))).toEqual(new Set(['UserRegistered', 'CoinsCredited']));
      const expected = (await storeEvents()).filter((e) => ['UserRegistered', 'CoinsCredited'].includes(e.type));
      expect(both.events.map((e) => e.eventId)).toEqual(expected.map((e) => e.metadata.eventId));
    });

    it('starts after a position, and pages through the whole log in order with nothing lost or repeated', async () => {
      const all = await storeEvents();
      const after = await events({ from: formatPosition(all[1].position), limit: 3 });
      expect(after.events.map((e) => e.eventId)).toEqual(all.slice(2, 5).map((e) => e.metadata.eventId));

      const seen: string[] = [];
      let pages = 0;
      let from: string | null = null;
      do {
        const page: EventPage = await events({ limit: 2, ...(from && { from }) });
        expect(page.events.length).toBeLessThanOrEqual(2);
        seen.push(...page.events.map((e) => e.eventId));
        from = page.nextPosition;
        pages++;
      } while (from !== null);
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(seen).toEqual(all.map((e) => e.metadata.eventId));
    });

    it('answers 400 for a bad filter', async () => {
      for (const query of [{ limit: 0 }, { limit: 501 }, { limit: 'ten' }, { from: 'start' }, { from: '99999999999999999999/1' }, { type: 'Coins Credited' }, { type: 'A,' }, { stream: '' }]) {
        const response = await admin.get('/api/admin/events').query(query);
        expect([response.status, typeof response.body.message]).toEqual([400, 'string']);
      }
    });
  });

  describe('GET /api/admin/projections', () => {
    it("lists every projection of the app with its version and checkpoint, live once caught up", async () => {
      const listed = await eventually(projections, (all) => all.every((p) => p.status === 'live'));
      expect(listed.map((p) => [p.name, p.version]).sort()).toEqual(allProjections.map((p) => [p.name, p.version]).sort());
      for (const status of listed) expect(status).toMatchObject({ checkpoint: expect.stringMatching(/^\d+\/\d+$/), lagEvents: 0, lagSeconds: null, status: 'live' });
    });

    it('shows the lag of a projection held back, in events and seconds, until it catches up', async () => {
      const client = await db.connect();
      try {
        // A batch of visits writes its rows in the statement that moves the checkpoint; while the
        // table is locked here that statement waits, and the checkpoint stays. (A lock that took a
        // transaction id, such as a row's, would hide the new events from every reader instead.)
        await client.query('begin');
        await client.query('lock table rm_website_visits.daily_visits in share mode');
        const visit = () => ({ type: 'PageVisited', data: { visitId: randomUUID(), page: '/', referrer: null, userId: null, visitedAt: new Date().toISOString() } });
        await appendEvents(t, `pagevisits-${new Date().toISOString().slice(0, 10)}`, [visit(), visit()]);
        const behind = await eventually(() => projection('website-visits'), (p) => p.lagEvents === 2);
        expect(behind).toMatchObject({ lagEvents: 2, lagSeconds: expect.any(Number), status: 'behind' });
        expect((await projection('users')).status).toBe('live');
      } finally {
        await client.query('commit');
        client.release();
      }
      expect(await eventually(() => projection('website-visits'), (p) => p.status === 'live')).toMatchObject({ lagEvents: 0, lagSeconds: null });
    });
  });

  describe('POST /api/admin/projections/{name}/rebuild', () => {
    it('starts a rebuild, refuses a second while it runs, and reports its progress until done; the app serves meanwhile', async () => {
      const client = await db.connect();
      let started: ProjectionStatus;
      try {
        // The swap waits for the projection's lock, held here: the rebuild is surely still running.
        await client.query('begin');
        await lockProjectionForApply(sqlOfPool(client), 'users');
        started = (await admin.post('/api/admin/projections/users/rebuild').expect(202)).body as ProjectionStatus;
        expect(started).toMatchObject({ name: 'users', status: 'rebuilding', rebuild: { state: 'running', finishedAt: null } });
        const again = await admin.post('/api/admin/projections/users/rebuild');
        expect([again.status, again.body.message]).toEqual([409, expect.stringContaining('already running')]);
        expect(await projection('users')).toMatchObject({ status: 'rebuilding', rebuild: { state: 'running' } });
        await artist.agent.get(`/api/users/${artist.user.id}`).expect(200);
      } finally {
        await client.query('commit');
        client.release();
      }
      const done = await eventually(() => projection('users'), (p) => p.rebuild?.state === 'done');
      expect(done).toMatchObject({ status: 'live', rebuild: { state: 'done', percent: 100, finishedAt: expect.any(String) } });
      expect(done.rebuild!.processedEvents).toBeGreaterThan(0);
      expect(done.rebuild!.totalEvents).toBeGreaterThanOrEqual(done.rebuild!.processedEvents);
      expect((await artist.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ id: artist.user.id, vibeCoins: '1000' });
      // Once done, it may run again.
      await admin.post('/api/admin/projections/users/rebuild').expect(202);
      await eventually(() => projection('users'), (p) => p.rebuild?.state === 'done');
    });

    it('answers 409 while another process (the command line) rebuilds it, and shows it rebuilding', async () => {
      const client = await db.connect();
      try {
        expect(await tryLockRebuild(sqlOfPool(client), 'matching')).toBe(true);
        const refused = await admin.post('/api/admin/projections/matching/rebuild');
        expect([refused.status, refused.body.message]).toEqual([409, expect.stringContaining('already running')]);
        expect(await projection('matching')).toMatchObject({ status: 'rebuilding', rebuild: null });
      } finally {
        client.release(true);
      }
      expect(await eventually(() => projection('matching'), (p) => p.status === 'live')).toMatchObject({ rebuild: null });
    });

    it('answers 404 for a name that is no projection', async () => {
      const response = await admin.post('/api/admin/projections/no-such-thing/rebuild');
      expect([response.status, response.body.message]).toEqual([404, 'There is no projection named no-such-thing']);
    });
  });

  describe('/api/admin/queues', () => {
    it("shows an admin bull-board's page and every queue of the app", async () => {
      const page = await admin.get('/api/admin/queues').expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<div id="root">');
      // The app's own policy: the page renders under it (checked in Chromium), only bull-board's web font is refused.
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      const { body } = await admin.get('/api/admin/queues/api/queues').expect(200);
      const names = (body.queues as { name: string; readOnlyMode: boolean }[]).map((q) => q.name).sort();
      expect(names).toEqual(['marketplace-deadlines', 'page-visits']);
    });
  });
});
