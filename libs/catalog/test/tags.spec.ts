import type { EventStore } from '#eventstore';
import { TAG_CATEGORIES, TAXONOMY_STREAM } from '#catalog';
import { EVENT_STORE } from '#platform';
import { createTestApp, type TestApp } from '#testing';

interface Tag {
  readonly id: number;
  readonly name: string;
  readonly category: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const taxonomyEvents = (app: TestApp) => app.app.get<EventStore>(EVENT_STORE).readStream(TAXONOMY_STREAM);

describe('GET /api/tags', () => {
  it('answers the whole taxonomy to anyone: at least 200 tags in all 14 categories, each {id, name, category}', async () => {
    const tags = (await t.agent().get('/api/tags').expect(200)).body as Tag[];
    expect(tags.length).toBeGreaterThanOrEqual(200);
    expect(new Set(tags.map((tag) => tag.category))).toEqual(new Set(TAG_CATEGORIES));
    expect(tags.every((tag) => Object.keys(tag).sort().join() === 'category,id,name')).toBe(true);
    expect(new Set(tags.map((tag) => tag.id)).size).toBe(tags.length);
    expect(tags).toContainEqual({ id: 1, name: 'Pop', category: 'genre' });
    expect(tags).toContainEqual(expect.objectContaining({ name: 'Slow (60-80 BPM)', category: 'tempo' }));
  });

  it("lists them by category in the tag picker's order, each category in the taxonomy's order", async () => {
    const tags = (await t.agent().get('/api/tags').expect(200)).body as Tag[];
    const categories = [...new Set(tags.map((tag) => tag.category))];
    expect(categories).toEqual([...TAG_CATEGORIES]);
    const genres = tags.filter((tag) => tag.category === 'genre').map((tag) => tag.id);
    expect(genres).toEqual([...genres].sort((a, b) => a - b));
    expect(genres.slice(0, 3)).toEqual([1, 2, 3]);
  });
});

describe('the taxonomy seed', () => {
  it('writes nothing at a restart on the same database: the same tags, no new event', async () => {
    const first = await taxonomyEvents(t);
    expect(first.length).toBeGreaterThan(0);
    const before = (await t.agent().get('/api/tags').expect(200)).body as Tag[];
    await t.stop();
    t = await createTestApp({ reuse: { database: t.database, redisPrefix: t.config.redisPrefix } });
    expect(await taxonomyEvents(t)).toHaveLength(first.length);
    expect((await t.agent().get('/api/tags').expect(200)).body).toEqual(before);
  });
});
