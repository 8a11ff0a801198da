import { randomUUID } from 'node:crypto';
import type { Tag } from '#catalog';
import { createTestApp, signUp, type SignedUpAccount, type TestApp } from '#testing';
import { CatalogEvents } from './support/catalog-events.js';

/**
 * GET /api/search/artists|curators|playlists against matching's read model, fed with catalog's
 * events appended to the store (support/catalog-events.ts) and accounts made through the API.
 * Each test names what it creates with a word of its own, so that tests do not see each other's.
 */
let t: TestApp;
let catalog: CatalogEvents;

let taxonomies = 0;
async function newTags() {
  const base = 20_000 + 100 * taxonomies++;
  const tags = {
    lofi: { id: base + 1, name: 'Lo-Fi', category: 'genre' },
    jazz: { id: base + 2, name: 'Jazz', category: 'genre' },
    calm: { id: base + 3, name: 'Calm', category: 'mood' },
  } satisfies Record<string, Tag>;
  await catalog.addTags(Object.values(tags));
  return tags;
}

beforeAll(async () => {
  t = await createTestApp();
  catalog = new CatalogEvents(t);
});
afterAll(async () => {
  await t.close();
});

type Kind = 'artists' | 'curators' | 'playlists';
const search = (kind: Kind, query: Record<string, string>) => t.agent().get(`/api/search/${kind}`).query(query);
const found = async (kind: Kind, query: Record<string, string>): Promise<{ id: string; name?: string; [field: string]: unknown }[]> =>
  (await search(kind, query).expect(200)).body;
const idsOf = (results: { id: string }[]) => results.map((r) => r.id);

/** Registers through the API with these names (signUp's builder always says Ana Lee). */
async function register(firstName: string, lastName: string, role: 'artist' | 'curator'): Promise<string> {
  const response = await t.agent().post('/api/auth/register').send({ email: `${randomUUID()}@example.com`, password: 'secret1', firstName, lastName, role }).expect(201);
  return response.body.id;
}

const curatorNamed = (displayName: string): Promise<SignedUpAccount> =>
  signUp(t, { role: 'curator', curatorProfile: { displayName, bio: 'Curating what I love to hear.' } });

describe('GET /api/search/*', () => {
  it.each<Kind>(['artists', 'curators', 'playlists'])('answers [] to /%s with nothing to search, signed in or not', async (kind) => {
    await search(kind, {}).expect(200, []);
    await search(kind, { q: '   ', tags: '' }).expect(200, []);
    await search(kind, { q: '?!' }).expect(200, []);
    const { agent } = await signUp(t);
    await agent.get(`/api/search/${kind}`).expect(200, []);
  });

  it.each<[Record<string, string>, string]>([
    [{ tags: '1,2,3,4,5,6,7,8,9,10,11' }, 'Tag limit reached: You can select up to 10 tags maximum'],
    [{ tags: 'rock' }, 'tags must be comma-separated tag ids'],
    [{ tags: '1,x' }, 'tags must be comma-separated tag ids'],
    [{ tags: '1.5' }, 'tags must be comma-separated tag ids'],
    [{ tags: '-3' }, 'tags must be comma-separated tag ids'],
    [{ tags: '99999999999' }, 'tags must be comma-separated tag ids'],
    [{ q: 'x'.repeat(101) }, 'The search text must be at most 100 characters'],
  ])('refuses %j with 400 "%s"', async (query, message) => {
    for (const kind of ['artists', 'curators', 'playlists'] as const) {
      const response = await search(kind, query).expect(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('refuses a parameter given twice with 400', async () => {
    expect((await t.agent().get('/api/search/playlists?q=a&q=b').expect(400)).body.message).toBe('The search text must be text');
    expect((await t.agent().get('/api/search/playlists?tags=1&tags=2').expect(400)).body.message).toBe('tags must be comma-separated tag ids');
  });

  it('takes 10 tags, a tag given twice counting once', async () => {
    await search('playlists', { tags: '1,2,3,4,5,6,7,8,9,10,10, 1' }).expect(200);
  });
});

describe('GET /api/search/playlists', () => {
  it('finds a playlist by a misspelt name, in any case, and by part of its name whatever the spacing and punctuation', async () => {
    const { lofi, calm } = await newTags();
    const owl = await curatorNamed('Owl');
    const chill = await catalog.createPlaylist(owl.user.id, { name: 'Chill Vibes Quokka', tagIds: [calm.id] });
    const beats = await catalog.createPlaylist(owl.user.id, { name: 'Lo-Fi Beats Quokka', tagIds: [lofi.id] });
    const metal = await catalog.createPlaylist(owl.user.id, { name: 'Metal Mayhem Quokka', tagIds: [lofi.id] });

    for (const q of ['Chill Vibez Quokka', 'chil vibes quoka', 'CHILL VIBES', 'vibes quokka', 'quokka chill']) {
      const ids = idsOf(await found('playlists', { q }));
      expect({ q, found: ids.includes(chill), metal: ids.includes(metal) }).toEqual({ q, found: true, metal: false });
    }
    expect(idsOf(await found('playlists', { q: 'lofi quokka' }))).toContain(beats);
    expect(idsOf(await found('playlists', { q: 'lo fi beats' }))).toContain(beats);
  });

  it('puts the same name first, then names that start with the query, then names that contain it; among equals, the most followed first', async () => {
    const owl = await curatorNamed('Owl');
    const { calm } = await newTags();
    const contains = await catalog.createPlaylist(owl.user.id, { name: 'Best of Wombat', tagIds: [calm.id], followerCount: 900 });
    const starts = await catalog.createPlaylist(owl.user.id, { name: 'Wombat Hits', tagIds: [calm.id], followerCount: 500 });
    const same = await catalog.createPlaylist(owl.user.id, { name: 'Wombat', tagIds: [calm.id], followerCount: 1 });
    const longer = await catalog.createPlaylist(owl.user.id, { name: 'Wombats', tagIds: [calm.id], followerCount: 100_000 });

    expect(idsOf(await found('playlists', { q: 'wombat' }))).toEqual([same, longer, starts, contains]);
  });

  it('filters by tags (any of them, most shared first, then by followers), alone or with a name, and lists closed playlists too', async () => {
    const { lofi, jazz, calm } = await newTags();
    const owl = await curatorNamed('Owl');
    const both = await catalog.createPlaylist(owl.user.id, { name: 'Lofi Jazz Numbat', tagIds: [lofi.id, jazz.id], followerCount: 1 });
    const closed = await catalog.createPlaylist(owl.user.id, { name: 'Jazz Numbat', tagIds: [jazz.id], followerCount: 50, acceptingSubmissions: false });
    const big = await catalog.createPlaylist(owl.user.id, { name: 'Big Lofi', tagIds: [lofi.id], followerCount: 900 });
    await catalog.createPlaylist(owl.user.id, { name: 'Calm Numbat', tagIds: [calm.id] });

    const results = await found('playlists', { tags: `${lofi.id},${jazz.id}` });
    expect(idsOf(results)).toEqual([both, big, closed]);
    expect(results[2]).toMatchObject({ name: 'Jazz Numbat', acceptingSubmissions: false, tags: [jazz] });
    expect(idsOf(await found('playlists', { q: 'numbat', tags: `${jazz.id}` }))).toEqual([closed, both]);
  });

  it('lists at most 50', async () => {
    const owl = await curatorNamed('Owl');
    const { calm } = await newTags();
    await Promise.all(Array.from({ length: 51 }, (_, i) => catalog.createPlaylist(owl.user.id, { name: `Bilby ${i}`, tagIds: [calm.id] })));
    expect(await found('playlists', { tags: `${calm.id}` })).toHaveLength(50);
  });
});

describe('GET /api/search/artists', () => {
  it('finds artists by display name, or by first and last name without one; never curators', async () => {
    const { agent, user } = await signUp(t);
    await agent.patch('/api/users/profile').send({ displayName: 'Zephyrine Quill', bio: 'Dream pop.', location: 'Lisbon' }).expect(200);
    const plain = await register('Oswin', 'Tarrant', 'artist');
    const curator = await register('Oswin', 'Tarrantino', 'curator');
    await catalog.identitySettled();

    expect(await found('artists', { q: 'zephyrin quil' })).toEqual([
      { id: user.id, firstName: 'Ana', lastName: 'Lee', displayName: 'Zephyrine Quill', profileImageUrl: null, bio: 'Dream pop.', location: 'Lisbon', isVerified: false, songCount: 0 },
    ]);
    const oswins = idsOf(await found('artists', { q: 'Oswin Tarrant' }));
    expect(oswins).toContain(plain);
    expect(oswins).not.toContain(curator);
  });

  it('counts visible songs only, finds by tags only through visible songs, and again once a song is unhidden', async () => {
    const { lofi, jazz } = await newTags();
    const { agent, user } = await signUp(t);
    await agent.patch('/api/users/profile').send({ displayName: 'Marisol Wren' }).expect(200);
    await catalog.addSong(user.id, { tagIds: [lofi.id] });
    const hidden = await catalog.addSong(user.id, { tagIds: [jazz.id] });
    await catalog.setSongVisible(hidden, user.id, false);

    expect(await found('artists', { q: 'Marisol Wren' })).toMatchObject([{ id: user.id, songCount: 1 }]);
    expect(idsOf(await found('artists', { tags: `${lofi.id}` }))).toEqual([user.id]);
    expect(await found('artists', { tags: `${jazz.id}` })).toEqual([]);
    expect(await found('artists', { q: 'Marisol Wren', tags: `${jazz.id}` })).toEqual([]);

    await catalog.setSongVisible(hidden, user.id, true);
    expect(await found('artists', { q: 'Marisol Wren', tags: `${jazz.id}` })).toMatchObject([{ id: user.id, songCount: 2 }]);

    await catalog.deleteSong(hidden, user.id);
    expect(await found('artists', { tags: `${jazz.id}` })).toEqual([]);
  });
});

describe('GET /api/search/curators', () => {
  it('finds curators with a complete profile by name, with their playlist count and total followers; and by their playlists\' tags', async () => {
    const { lofi, jazz } = await newTags();
    const cara = await curatorNamed('Carabella Vossk');
    await catalog.createPlaylist(cara.user.id, { name: 'Open', tagIds: [lofi.id], followerCount: 100 });
    await catalog.createPlaylist(cara.user.id, { name: 'Closed', tagIds: [lofi.id], followerCount: 250, acceptingSubmissions: false });
    const incomplete = await register('Carabella', 'Vossk', 'curator');
    const artist = await register('Carabella', 'Vossky', 'artist');
    await catalog.identitySettled();

    const results = await found('curators', { q: 'carabela vosk' });
    expect(results).toEqual([
      { id: cara.user.id, firstName: 'Ana', lastName: 'Lee', displayName: 'Carabella Vossk', profileImageUrl: null, bio: 'Curating what I love to hear.', location: null, isVerified: false, playlistCount: 2, totalFollowers: 350 },
    ]);
    expect(idsOf(results)).not.toContain(incomplete);
    expect(idsOf(results)).not.toContain(artist);
    expect(idsOf(await found('curators', { tags: `${jazz.id},${lofi.id}` }))).toEqual([cara.user.id]);
    expect(await found('curators', { tags: `${jazz.id}` })).toEqual([]);
  });

  it('finds someone who is both an artist and a curator under both tabs', async () => {
    const { agent, user } = await signUp(t);
    await agent.post('/api/user/upgrade-to-curator').expect(200);
    await agent.patch('/api/curator/profile').send({ displayName: 'Thessaly Brook', bio: 'Songs and playlists.' }).expect(200);
    await catalog.identitySettled();

    expect(idsOf(await found('artists', { q: 'Thessaly Brook' }))).toEqual([user.id]);
    expect(idsOf(await found('curators', { q: 'Thessaly Brook' }))).toEqual([user.id]);
  });
});
