import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { createTestApp, signUp, signUpCurator, type TestApp } from '#testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      TRUST_PROXY: '1',
      // The documented defaults for page visits and sign-ups; small ones for the rest.
      RATE_LIMIT_PAGE_VISIT: '60/1m',
      RATE_LIMIT_SIGN_UP: '20/1h',
      RATE_LIMIT_SIGN_IN: '3/20m',
      RATE_LIMIT_ARTIST_INFO: '2/45s',
      RATE_LIMIT_GOOGLE_SIGN_IN: '3/10m',
      RATE_LIMIT_TAGS: '2/20s',
      RATE_LIMIT_SONG_DESCRIPTION: '2/30m',
      RATE_LIMIT_SEARCH: '3/45s',
      RATE_LIMIT_DISCOVERY: '2/50s',
      RATE_LIMIT_PROFILES: '4/40s',
    },
  });
});
afterAll(async () => {
  await t.close();
});

let addresses = 0;
const newAddress = (): string => `10.1.${(addresses += 1) >> 8}.${addresses & 255}`;

function expectRefused(response: Response, windowSeconds: number, wait: string): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message: `Too many requests. Please try again in ${wait}.` });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 10);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('per-address limits of the anonymous routes', () => {
  it('accepts 60 page visits a minute from one address and refuses the 61st; other addresses go on', async () => {
    const from = newAddress();
    const visit = (address: string) => t.agent().post('/api/analytics/page-visit').set('X-Forwarded-For', address).send({ page: `/p/${'x'.repeat(2000)}` });
    const accepted = await Promise.all(Array.from({ length: 60 }, () => visit(from)));
    expect(accepted.map((r) => r.status)).toEqual(Array(60).fill(202));
    const refused = await visit(from);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const wait = retryAfter === 60 ? '1 minute' : `${retryAfter} seconds`;
    expect(refused.body).toEqual({ message: `Too many requests. Please try again in ${wait}.` });
    await visit(newAddress()).expect(202);
  });

  it('accepts 20 sign-ups an hour from one address and refuses the 21st', async () => {
    const from = newAddress();
    const signUp = () =>
      t.agent().post('/api/auth/register').set('X-Forwarded-For', from).send({ email: `rl-${randomUUID()}@example.com`, password: 'secret1', firstName: 'Ana', lastName: 'Lee', role: 'artist' });
    for (let i = 0; i < 20; i++) await signUp().expect(201);
    expectRefused(await signUp(), 3600, '60 minutes');
  });

  it('counts the sign-ups of all the addresses of one IPv6 /64 together (one customer picks new ones at will); another /64 has its own', async () => {
    const line = 0x100 + (addresses += 1);
    const fromLine = (host: number) => `2001:db8:${line.toString(16)}:1:${host.toString(16)}::${(host * 7).toString(16)}`;
    const signUp = (from: string) =>
      t.agent().post('/api/auth/register').set('X-Forwarded-For', from).send({ email: `rl-${randomUUID()}@example.com`, password: 'secret1', firstName: 'Ana', lastName: 'Lee', role: 'artist' });
    for (let host = 1; host <= 20; host++) await signUp(fromLine(host)).expect(201);
    expectRefused(await signUp(fromLine(21)), 3600, '60 minutes');
    // The same /64 written out in full, upper case, with a zone id: still the same line.
    expectRefused(await signUp(`2001:0DB8:${line.toString(16).padStart(4, '0')}:0001:0000:0000:0000:0063%eth0`), 3600, '60 minutes');
    await signUp(`2001:db8:${line.toString(16)}:2::1`).expect(201);
  });

  it('counts an IPv4 client the same whether it comes as IPv4 or IPv4-mapped IPv6 (a dual-stack socket)', async () => {
    const from = newAddress();
    const search = (address: string) => t.agent().get('/api/search/artists').query({ q: 'chill' }).set('X-Forwarded-For', address);
    await search(from).expect(200);
    await search(`::ffff:${from}`).expect(200);
    await search(`::FFFF:${from}`).expect(200);
    expectRefused(await search(from), 45, '45 seconds');
  });

  it('limits password sign-ins per address as configured, successful ones too; another address goes on', async () => {
    const account = { email: `rl-${randomUUID()}@example.com`, password: 'secret1' };
    await t.agent().post('/api/auth/register').set('X-Forwarded-For', newAddress()).send({ ...account, firstName: 'Ana', lastName: 'Lee', role: 'artist' }).expect(201);
    const from = newAddress();
    const signIn = (address: string) => t.agent().post('/api/auth/login').set('X-Forwarded-For', address).send(account);
    for (let i = 0; i < 3; i++) await signIn(from).expect(200);
    const refused = await signIn(from);
    expectRefused(refused, 1200, '20 minutes');
    expect(refused.headers['set-cookie']).toBeUndefined();
    await signIn(newAddress()).expect(200);
  });

  it('limits artist info as configured', async () => {
    const from = newAddress();
    const info = () => t.agent().get('/api/spotify/artist-info').query({ artistUrl: 'https://open.spotify.com/artist/abc' }).set('X-Forwarded-For', from);
    await info().expect(200);
    await info().expect(200);
    expectRefused(await info(), 45, '45 seconds');
  });

  it('limits the Google sign-in start as configured (before it answers that Google is off)', async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++) await t.agent().get('/api/auth/google').set('X-Forwarded-For', from).expect(404);
    expectRefused(await t.agent().get('/api/auth/google').set('X-Forwarded-For', from), 600, '10 minutes');
  });

  it('limits the tag list as configured', async () => {
    const from = newAddress();
    const tags = () => t.agent().get('/api/tags').set('X-Forwarded-For', from);
    await tags().expect(200);
    await tags().expect(200);
    expectRefused(await tags(), 20, '20 seconds');
  });

  it('limits AI song descriptions (which may cost money) as configured', async () => {
    const { agent } = await signUp(t);
    const from = newAddress();
    const describe = () => agent.post('/api/songs/generate-description').set('X-Forwarded-For', from).send({ title: 'Night Drive' });
    await describe().expect(200);
    await describe().expect(200);
    expectRefused(await describe(), 1800, '30 minutes');
  });

  it('limits search as configured, the three tabs counting together', async () => {
    const from = newAddress();
    for (const tab of ['artists', 'curators', 'playlists']) await t.agent().get(`/api/search/${tab}`).query({ q: 'chill' }).set('X-Forwarded-For', from).expect(200);
    expectRefused(await t.agent().get('/api/search/playlists').query({ q: 'chill' }).set('X-Forwarded-For', from), 45, '45 seconds');
    await t.agent().get('/api/search/playlists').query({ q: 'chill' }).set('X-Forwarded-For', newAddress()).expect(200);
  });

  it('limits bounty discovery (each request scores every open bounty) as configured, the list and its summary counting together', async () => {
    const { agent } = await signUpCurator(t);
    const from = newAddress();
    await agent.get('/api/bounties/discover').set('X-Forwarded-For', from).expect(200);
    await agent.get('/api/bounties/discover/summary').set('X-Forwarded-For', from).expect(200);
    expectRefused(await agent.get('/api/bounties/discover').set('X-Forwarded-For', from), 50, '50 seconds');
    await agent.get('/api/bounties/discover/summary').set('X-Forwarded-For', newAddress()).expect(200);
  });

  it("limits reads of users' public pages as configured, a profile, its songs and playlists and a reputation counting together", async () => {
    const { user: curator } = await signUpCurator(t);
    const from = newAddress();
    const pages = [`/api/users/${curator.id}`, `/api/users/${curator.id}/songs`, `/api/users/${curator.id}/playlists`, `/api/curators/${curator.id}/reputation`];
    for (const page of pages) await t.agent().get(page).set('X-Forwarded-For', from).expect(200);
    expectRefused(await t.agent().get(pages[0]).set('X-Forwarded-For', from), 40, '40 seconds');
    await t.agent().get(pages[3]).set('X-Forwarded-For', newAddress()).expect(200);
  });
});
