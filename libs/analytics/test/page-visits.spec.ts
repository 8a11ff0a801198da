import { QueryBus } from '@nestjs/cqrs';
import { createClient } from 'redis';
import type { EventStore, RecordedEvent } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { createTestApp, type TestApp, eventually } from '#testing';

async function allVisits(store: EventStore): Promise<RecordedEvent[]> {
  return (await store.readAll({ limit: 100_000, types: ['PageVisited'] })).events;
}

/** Cuts every Redis connection of the apps using `prefix` (what a Redis blip does to them), and no other. */
async function cutRedisConnections(url: string, prefix: string): Promise<number> {
  const admin = createClient({ url });
  await admin.connect();
  const list = String(await admin.sendCommand(['CLIENT', 'LIST']));
  const ids = list
    .split('\n')
    .map((line) => ({ id: /\bid=(\d+)/.exec(line)?.[1], name: /\bname=(\S*)/.exec(line)?.[1] ?? '' }))
    .filter((c) => c.id && c.name.startsWith(`${prefix}:`))
    .map((c) => c.id as string);
  for (const id of ids) await admin.sendCommand(['CLIENT', 'KILL', 'ID', id]);
  await admin.close();
  return ids.length;
}

const visitCount = async (t: TestApp): Promise<number> => {
  const { CountWebsiteVisitsQuery } = await import('#analytics');
  return (await t.app.get(QueryBus).execute(new CountWebsiteVisitsQuery(new Date()))).total;
};

describe('POST /api/analytics/page-visit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts an anonymous visit with 202 and stores it as an event, counted by the visits read model', async () => {
    const response = await t.agent().post('/api/analytics/page-visit').send({ page: '/search?tab=playlists', referrer: '/' }).expect(202);
    expect(response.body).toEqual({ accepted: true });
    const store = t.app.get<EventStore>(EVENT_STORE);
    const visits = await eventually(() => allVisits(store), (v) => v.length === 1);
    expect(visits[0].data).toMatchObject({ page: '/search?tab=playlists', referrer: '/', userId: null });
    expect(visits[0].streamId).toMatch(/^pagevisits-\d{4}-\d{2}-\d{2}$/);
    expect(await eventually(() => visitCount(t), (n) => n === 1)).toBe(1);
  });

  it('records who visited when signed in', async () => {
    const agent = t.agent();
    const user = (await agent.post('/api/auth/register').send({ email: 'visitor@example.com', password: 'secret1', firstName: 'V', lastName: 'W', role: 'artist' }).expect(201)).body;
    await agent.post('/api/analytics/page-visit').send({ page: '/submissions' }).expect(202);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const visits = await eventually(() => allVisits(store), (v) => v.some((e) => e.data.page === '/submissions'));
    const visit = visits.find((e) => e.data.page === '/submissions');
    expect(visit?.data).toMatchObject({ userId: user.id, referrer: null });
    expect(visit?.metadata.actorId).toBe(user.id);
  });

  it.each([
    [{}, 'page must be a path starting with /'],
    [{ page: 'https://elsewhere.example/' }, 'page must be a path starting with /'],
    [{ page: 42 }, 'page must be a path starting with /'],
    [{ page: `/${'a'.repeat(2048)}` }, 'page must be at most 2048 characters'],
    [{ page: '/', referrer: { url: '/' } }, 'referrer must be text'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const response = await t.agent().post('/api/analytics/page-visit').send(body).expect(400);
    expect(response.body.message).toBe(message);
  });
});

describe('accepted visits survive a worker outage and a Redis connection loss', () => {
  let apiOnly: TestApp;
  let withWorker: TestApp | undefined;
  afterAll(async () => {
    await withWorker?.close();
  });

  it('stores every visit accepted while no worker ran', async () => {
    apiOnly = await createTestApp({ env: { RUN_WORKER: 'false' } });
    const posts = Array.from({ length: 60 }, (_, i) => apiOnly.agent().post('/api/analytics/page-visit').send({ page: `/p/${i}` }).expect(202));
    await Promise.all(posts);
    await apiOnly.stop();

    withWorker = await createTestApp({ reuse: { database: apiOnly.database, redisPrefix: apiOnly.config.redisPrefix } });
    const store = withWorker.app.get<EventStore>(EVENT_STORE);
    const visits = await eventually(() => allVisits(store), (v) => v.length >= 60);
    expect(visits.map((v) => v.data.page).sort()).toEqual(Array.from({ length: 60 }, (_, i) => `/p/${i}`).sort());
    expect(await eventually(() => visitCount(withWorker as TestApp), (n) => n === 60)).toBe(60);
  });

  it('keeps accepting and storing visits across a connection loss while running', async () => {
    const app = withWorker as TestApp;
    const before = await visitCount(app);
    await Promise.all(Array.from({ length: 20 }, (_, i) => app.agent().post('/api/analytics/page-visit').send({ page: `/q/${i}` }).expect(202)));
    expect(await cutRedisConnections(app.config.redisUrl, app.config.redisPrefix)).toBeGreaterThan(1);
    await Promise.all(Array.from({ length: 20 }, (_, i) => app.agent().post('/api/analytics/page-visit').send({ page: `/r/${i}` }).expect(202)));
    expect(await eventually(() => visitCount(app), (n) => n === before + 40)).toBe(before + 40);
    const store = app.app.get<EventStore>(EVENT_STORE);
    const ids = (await allVisits(store)).map((v) => v.data.visitId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
