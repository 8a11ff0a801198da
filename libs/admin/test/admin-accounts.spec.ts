import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { RedisClientType } from 'redis';
import { REDIS_CLIENT, Sessions } from '#platform';
import { ADMIN_ENV, type Agent, createTestApp, type FakeSpotify, signInAdmin, signUp, signUpCurator, startFakeSpotify, type TestApp, uniqueEmail } from '#testing';

/**
 * Account administration (issue 9): PATCH /api/admin/users/{id} and /{id}/role, and the
 * verification review list, against the real app. Each test makes the accounts it edits.
 */
const BIG_ARTIST = '1bigArtist';
const DEACTIVATED = 'This account has been deactivated. Please contact support.';

let t: TestApp;
let fake: FakeSpotify;
let admin: Agent;
beforeAll(async () => {
  fake = await startFakeSpotify();
  fake.artists.set(BIG_ARTIST, { name: 'Big', followers: 25_000, images: [] });
  t = await createTestApp({ env: { ...ADMIN_ENV, ...fake.env } });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const edit = (userId: string, body: object, as: Agent = admin) => as.patch(`/api/admin/users/${userId}`).send(body);
const setRole = (userId: string, role: unknown, as: Agent = admin) => as.patch(`/api/admin/users/${userId}/role`).send({ role });
const reviews = (status?: string) => admin.get('/api/admin/verification').query(status ? { status } : {});
const profileOf = async (userId: string) => (await t.agent().get(`/api/users/${userId}`).expect(200)).body;
const login = (email: string, password = 'secret1') => t.agent().post('/api/auth/login').send({ email, password });
/** A unique word, so that a search finds this test's account only. */
const uniqueName = () => `Zed${randomUUID().replace(/[\d-]/g, '').slice(0, 10)}`;

describe('who may administer accounts', () => {
  const routes: [string, (userId: string, as: Agent) => Promise<{ status: number; body: { message?: string } }>][] = [
    ['PATCH /api/admin/users/{id}', (userId, as) => edit(userId, { displayName: 'Hacked' }, as)],
    ['PATCH /api/admin/users/{id}/role', (userId, as) => setRole(userId, 'curator', as)],
    ['GET /api/admin/verification', (_userId, as) => as.get('/api/admin/verification')],
  ];

  it.each(routes)('%s: 401 without a session, 403 "Admins only" to a non-admin, and nothing changes', async (_route, call) => {
    const { agent, user } = await signUp(t, { profile: { displayName: 'Untouched' } });
    expect((await call(user.id, t.agent())).status).toBe(401);
    const forbidden = await call(user.id, agent);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Admins only');
    expect(await profileOf(user.id)).toMatchObject({ displayName: 'Untouched', role: 'artist' });
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('edits display name, location, first and last name: the answer, the public profile and the user see them', async () => {
    const { agent, user } = await signUp(t, { profile: { displayName: 'Ana', bio: 'Dream pop', location: 'Lisbon' } });
    const response = await edit(user.id, { displayName: '  Ana Lee Music ', location: ' Porto ', firstName: ' Anna ', lastName: 'Li' }).expect(200);
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    expect(response.body).toEqual({
      id: user.id, email: user.email, firstName: 'Anna', lastName: 'Li', displayName: 'Ana Lee Music', location: 'Porto', profileImageUrl: null,
      role: 'artist', isAdmin: false, isActive: true, isVerified: false, createdAt: me.createdAt,
    });
    expect(await profileOf(user.id)).toMatchObject({ displayName: 'Ana Lee Music', location: 'Porto', firstName: 'Anna', lastName: 'Li', bio: 'Dream pop' });
    expect(me).toMatchObject({ firstName: 'Anna', lastName: 'Li', isActive: true });

    await edit(user.id, { location: '' }).expect(200);
    expect((await profileOf(user.id)).location).toBeNull();
  });

  it.each<[object, string]>([
    [{}, 'Nothing to update'],
    [{ isAdmin: true }, 'Nothing to update'],
    [{ displayName: '   ' }, 'Display name is required'],
    [{ displayName: null }, 'Display name is required'],
    [{ displayName: ' A ' }, 'Display name must be at least 2 characters'],
    [{ displayName: 'x'.repeat(101) }, 'Display name must be at most 100 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 42 }, 'Please enter a valid email address'],
    [{ firstName: ' ' }, 'First name is required'],
    [{ firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
    [{ lastName: '' }, 'Last name is required'],
    [{ lastName: 'x'.repeat(101) }, 'Last name must be at most 100 characters'],
    [{ location: 'x'.repeat(101) }, 'Location must be at most 100 characters'],
    [{ location: 7 }, 'Location must be text'],
    [{ isActive: 'no' }, 'isActive must be true or false'],
    [{ isVerified: 1 }, 'isVerified must be true or false'],
    [{ displayName: 'Fine Name', isActive: 'yes' }, 'isActive must be true or false'],
  ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
    const { agent, user } = await signUp(t, { profile: { displayName: 'Before', location: 'Lisbon' } });
    const before = await profileOf(user.id);
    const response = await edit(user.id, body).expect(400);
    expect(response.body.message).toBe(message);
    expect(await profileOf(user.id)).toEqual(before);
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ email: user.email, isActive: true, isAdmin: false });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])('answers 404 "User not found" for the id %s', async (id) => {
    expect((await edit(encodeURIComponent(id), { displayName: 'Nobody' }).expect(404)).body.message).toBe('User not found');
    expect((await setRole(encodeURIComponent(id), 'artist').expect(404)).body.message).toBe('User not found');
  });

  it('lets an admin edit their own account, but not deactivate it', async () => {
    const me = (await admin.get('/api/auth/user').expect(200)).body;
    const refused = await edit(me.id, { isActive: false }).expect(400);
    expect(refused.body.message).toBe('You cannot deactivate your own account');
    expect((await admin.get('/api/auth/user').expect(200)).body.isActive).toBe(true);
    expect((await edit(me.id, { location: 'HQ' }).expect(200)).body).toMatchObject({ isAdmin: true, isActive: true, location: 'HQ' });
  });

  it('applies two edits of one account sent at once, both of them', async () => {
    const { user } = await signUp(t, { profile: { displayName: 'Racer' } });
    const [first, second] = await Promise.all([edit(user.id, { displayName: 'First Edit' }), edit(user.id, { firstName: 'Second', location: 'Oslo' })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await profileOf(user.id)).toMatchObject({ displayName: 'First Edit', firstName: 'Second', location: 'Oslo' });
  });
});

describe('changing an account’s email', () => {
  it('moves sign-in to the new address, lower-cased; the old one no longer signs in and can be registered again', async () => {
    const { agent, user, email } = await signUp(t);
    const newEmail = uniqueEmail();
    const response = await edit(user.id, { email: ` ${newEmail.toUpperCase()} ` }).expect(200);
    expect(response.body.email).toBe(newEmail);
    expect((await agent.get('/api/auth/user').expect(200)).body.email).toBe(newEmail);

    expect((await login(newEmail).expect(200)).body.id).toBe(user.id);
    expect((await login(email).expect(401)).body.message).toBe('Invalid email or password');
    const newcomer = await signUp(t, { email });
    expect(newcomer.user.id).not.toBe(user.id);
    expect((await login(email).expect(200)).body.id).toBe(newcomer.user.id);
  });

  it('refuses an address another account has with 409, and changes nothing', async () => {
    const { user, email } = await signUp(t, { profile: { displayName: 'Keeper' } });
    const other = await signUp(t);
    const response = await edit(user.id, { email: other.email, displayName: 'Changed' }).expect(409);
    expect(response.body.message).toBe('An account with this email already exists');
    expect(await profileOf(user.id)).toMatchObject({ displayName: 'Keeper' });
    await login(email).expect(200);
    expect((await login(other.email).expect(200)).body.id).toBe(other.user.id);
  });

  it('with two changes sent at once: the account ends with one address, and the other is free again', async () => {
    const { user, email } = await signUp(t);
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    const answers = await Promise.all([edit(user.id, { email: a }), edit(user.id, { email: b })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [final, released] = (await login(a)).status === 200 ? [a, b] : [b, a];
    expect((await login(final).expect(200)).body.id).toBe(user.id);
    await login(released).expect(401);
    await signUp(t, { email: released });
    await signUp(t, { email });
  });
});

describe('deactivating and reactivating an account', () => {
  it('signs the user out at once, refuses their sign-in, hides their pages and search; reactivation restores everything', async () => {
    const name = uniqueName();
    const { agent, user, email } = await signUp(t, { profile: { displayName: name } });
    const searchFinds = async () => (await t.agent().get('/api/search/artists').query({ q: name }).expect(200)).body.map((a: { id: string }) => a.id);
    expect(await searchFinds()).toEqual([user.id]);

    expect((await edit(user.id, { isActive: false }).expect(200)).body).toMatchObject({ id: user.id, isActive: false });
    expect((await agent.get('/api/auth/user').expect(401)).body.message).toBe('Unauthorized: please log in to continue');
    expect((await login(email).expect(403)).body.message).toBe(DEACTIVATED);
    expect((await login(email, 'wrong-password').expect(401)).body.message).toBe('Invalid email or password');
    expect((await t.agent().get(`/api/users/${user.id}`).expect(404)).body.message).toBe('User not found');
    await t.agent().get(`/api/users/${user.id}/songs`).expect(404);
    await t.agent().get(`/api/users/${user.id}/playlists`).expect(404);
    expect(await searchFinds()).toEqual([]);

    expect((await edit(user.id, { isActive: true }).expect(200)).body.isActive).toBe(true);
    const back = t.agent();
    await back.post('/api/auth/login').send({ email, password: 'secret1' }).expect(200);
    expect((await back.get('/api/auth/user').expect(200)).body).toMatchObject({ id: user.id, isActive: true });
    expect(await profileOf(user.id)).toMatchObject({ displayName: name });
    await t.agent().get(`/api/users/${user.id}/songs`).expect(200);
    expect(await searchFinds()).toEqual([user.id]);
  });

  it('hides a curator’s playlists page and leaves them out of curator search', async () => {
    const curator = await signUpCurator(t);
    const name = uniqueName();
    await curator.agent.patch('/api/users/profile').send({ displayName: name }).expect(200);
    const searchFinds = async () => (await t.agent().get('/api/search/curators').query({ q: name }).expect(200)).body.length;
    expect(await searchFinds()).toBe(1);
    await edit(curator.user.id, { isActive: false }).expect(200);
    await t.agent().get(`/api/users/${curator.user.id}/playlists`).expect(404);
    expect(await searchFinds()).toBe(0);
  });

  it('lets no sign-in racing the deactivation keep its session: 403, and the session is gone', async () => {
    const { user, email, password } = await signUp(t);
    const sessions = t.app.get(Sessions);
    const signIn = sessions.signIn.bind(sessions);
    let sessionId = '';
    // The deactivation lands after the sign-in checked the account and before its session is
    // recorded as the user's: the deactivation's sweep of the user's sessions cannot find it.
    jest.spyOn(sessions, 'signIn').mockImplementationOnce(async (...args) => {
      await edit(user.id, { isActive: false }).expect(200);
      sessionId = await signIn(...args);
      return sessionId;
    });

    const refused = await t.agent().post('/api/auth/login').send({ email, password }).expect(403);

    expect(refused.body.message).toBe('This account has been deactivated. Please contact support.');
    expect(String(refused.headers['set-cookie'])).not.toMatch(/vm\.sid=[^;]/);
    expect(sessionId).not.toBe('');
    expect(await t.app.get<RedisClientType>(REDIS_CLIENT).exists(`${t.config.redisPrefix}:sess:${sessionId}`)).toBe(0);
  });
});

describe('PATCH /api/admin/users/{id}/role', () => {
  it('sets any role; the account and its public profile show it', async () => {
    const { agent, user } = await signUp(t);
    expect((await setRole(user.id, 'curator').expect(200)).body).toMatchObject({ id: user.id, role: 'curator' });
    expect((await profileOf(user.id)).role).toBe('curator');
    expect((await setRole(user.id, 'both').expect(200)).body.role).toBe('both');
    expect((await agent.get('/api/auth/user').expect(200)).body.role).toBe('both');
  });

  it('is moderation the user cannot undo: a curator made an artist only stays one, whatever they ask', async () => {
    const { agent, user } = await signUp(t, { role: 'curator', curatorProfile: true });
    await setRole(user.id, 'artist').expect(200);
    const message = 'Your role was set by an administrator: contact support to change it';
    expect((await agent.patch('/api/users/role').send({ role: 'curator' }).expect(403)).body.message).toBe(message);
    expect((await agent.post('/api/user/upgrade-to-curator').expect(403)).body.message).toBe(message);
    expect((await agent.get('/api/auth/user').expect(200)).body.role).toBe('artist');
    await agent.get('/api/bounties/discover').expect(403);
    // The admin changes it back; the user still may not.
    expect((await setRole(user.id, 'curator').expect(200)).body.role).toBe('curator');
    await agent.patch('/api/users/role').send({ role: 'both' }).expect(403);
  });

  it.each([undefined, 'admin', 7])('refuses role %j with 400 and changes nothing', async (role) => {
    const { user } = await signUp(t);
    expect((await setRole(user.id, role).expect(400)).body.message).toBe('Role must be artist, curator or both');
    expect((await profileOf(user.id)).role).toBe('artist');
  });
});

describe('the verified badge and the verification review', () => {
  const reviewOf = async (status: string, userId: string) => ((await reviews(status).expect(200)).body as { userId: string }[]).find((r) => r.userId === userId);
  const ask = (agent: Agent, reason: string) => agent.post('/api/verification/request').send({ reason }).expect(200);

  it('lists a pending request (the default list) with its reason; granting the badge approves it', async () => {
    const { agent, user, email } = await signUp(t, { profile: { displayName: 'Pending Pat' } });
    await ask(agent, 'I tour every month');
    const listed = await reviewOf('pending', user.id);
    expect(listed).toEqual({
      userId: user.id, email, displayName: 'Pending Pat', firstName: 'Ana', lastName: 'Lee', status: 'pending', reason: 'I tour every month',
      requestedAt: expect.any(String), followerCount: null, spotifyUrl: null, verifiedAt: null,
    });
    expect(((await reviews().expect(200)).body as { userId: string }[]).map((r) => r.userId)).toContain(user.id);

    expect((await edit(user.id, { isVerified: true }).expect(200)).body.isVerified).toBe(true);
    expect((await profileOf(user.id)).isVerified).toBe(true);
    expect((await agent.get('/api/verification/status').expect(200)).body.status).toBe('verified');
    expect(await reviewOf('pending', user.id)).toBeUndefined();
  });

  it('takes a badge away (even one granted automatically); the user may ask again', async () => {
    const { agent, user } = await signUp(t, { profile: { displayName: 'Big', spotifyUrl: `https://open.spotify.com/artist/${BIG_ARTIST}` } });
    await ask(agent, 'Big on Spotify');
    expect(await reviewOf('auto', user.id)).toMatchObject({
      status: 'auto', reason: 'Big on Spotify', followerCount: 25_000, spotifyUrl: `https://open.spotify.com/artist/${BIG_ARTIST}`, verifiedAt: expect.any(String),
    });

    expect((await edit(user.id, { isVerified: false }).expect(200)).body.isVerified).toBe(false);
    expect((await profileOf(user.id)).isVerified).toBe(false);
    expect((await agent.get('/api/verification/status').expect(200)).body.status).toBe('none');
    expect(await reviewOf('auto', user.id)).toBeUndefined();
    await ask(agent, 'Please look again');
  });

  it('shows the user an admin’s rejection notes, lets them ask again, and lists the new request', async () => {
    const { agent, user } = await signUp(t);
    await ask(agent, 'First try');
    await admin.patch(`/api/admin/verification/${user.id}`).send({ decision: 'reject', notes: 'Link your Spotify artist profile' }).expect(200);
    expect(await reviewOf('pending', user.id)).toBeUndefined();
    expect((await agent.get('/api/verification/status').expect(200)).body).toMatchObject({ status: 'rejected', request: { admin_notes: 'Link your Spotify artist profile' } });

    await ask(agent, 'Linked it now');
    expect(await reviewOf('pending', user.id)).toMatchObject({ reason: 'Linked it now' });
    await admin.patch(`/api/admin/verification/${user.id}`).send({ decision: 'approve', notes: 'Welcome' }).expect(200);
    expect(await reviewOf('pending', user.id)).toBeUndefined();
    expect((await profileOf(user.id)).isVerified).toBe(true);
  });

  it('refuses an unknown list with 400', async () => {
    expect((await reviews('all').expect(400)).body.message).toBe('Status must be pending or auto');
  });
});
