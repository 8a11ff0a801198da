import { randomUUID } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { ADMIN_ENV, createTestApp, freePort, signInAdmin, type TestApp } from '#testing';

const PUBLIC_URL = 'http://localhost:3999';
const FAILURE = '/auth?error=google';
const NOT_LINKED = '/auth?error=google-not-linked';
const DEACTIVATED = '/auth?error=account-deactivated';

let mock: OAuth2Server;
let issuerUrl: string;
let t: TestApp;
/** What the mock's next ID tokens say about the signer. */
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  issuerUrl = mock.issuer.url as string;
  mock.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, claims));
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: 'vibematch-test', GOOGLE_CLIENT_SECRET: 'test-secret', GOOGLE_ISSUER_URL: issuerUrl, PUBLIC_URL, ...ADMIN_ENV },
  });
});
afterAll(async () => {
  await t.close();
  await mock.stop();
});

const googleUser = (overrides: Record<string, unknown> = {}) => {
  const email = `google-${randomUUID()}@example.com`;
  return { sub: `google-${randomUUID()}`, email, email_verified: true, given_name: 'Gia', family_name: 'Goo', ...overrides };
};

type Agent = ReturnType<TestApp['agent']>;

/** GET /api/auth/google (or the link start), then the mock's consent (it redirects back at once): the callback URL it sends the browser to. */
async function consent(agent: Agent, startPath = '/api/auth/google'): Promise<URL> {
  const start = await agent.get(startPath).expect(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(issuerUrl);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('scope')).toBe('openid email profile');
  const back = await fetch(authorize, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const callback = new URL(back.headers.get('location') as string);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
  expect(callback.searchParams.get('code')).toBeTruthy();
  return callback;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** The whole redirect flow; answers the callback's response. */
async function signInWithGoogle(agent: Agent) {
  return agent.get(pathOf(await consent(agent)));
}

describe('Google sign-in', () => {
  it('creates a role-less account named from the claims at the first sign-in, and signs it in', async () => {
    claims = googleUser({ email: `New.Google-${randomUUID()}@Example.com` });
    const agent = t.agent();
    const callback = await signInWithGoogle(agent);
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/');
    expect(String(callback.headers['set-cookie'])).toMatch(/(^|,)vm\.sid=/);

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email: String(claims.email).toLowerCase(), firstName: 'Gia', lastName: 'Goo', role: null, isAdmin: false });
  });

  it('signs a second Google sign-in with the same email into the same account', async () => {
    claims = googleUser();
    const first = t.agent();
    await signInWithGoogle(first).then((response) => expect(response.headers.location).toBe('/'));
    const firstUser = (await first.get('/api/auth/user').expect(200)).body as { id: string };

    claims = { ...claims, given_name: 'Changed' };
    const second = t.agent();
    await signInWithGoogle(second).then((response) => expect(response.headers.location).toBe('/'));
    const secondUser = (await second.get('/api/auth/user').expect(200)).body as { id: string; firstName: string };
    expect(secondUser.id).toBe(firstUser.id);
    expect(secondUser.firstName).toBe('Gia');
  });

  it('starts without a session: only a short-lived cookie for the callback', async () => {
    const start = await t.agent().get('/api/auth/google').expect(302);
    const cookies = start.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^vm\.google=[\w-]{43}; Max-Age=600; Path=\/api\/auth\/google; HttpOnly; SameSite=Lax$/);
  });

  it('refuses the email of a password account that has not linked Google: nobody signed in', async () => {
    const email = `password-${randomUUID()}@example.com`;
    await t.agent().post('/api/auth/register').send({ email, password: 'secret1', firstName: 'Ana', lastName: 'Lee', role: 'artist' }).expect(201);

    claims = googleUser({ email: email.toUpperCase() });
    const agent = t.agent();
    const callback = await signInWithGoogle(agent);
    expect(callback.headers.location).toBe(NOT_LINKED);
    expect(String(callback.headers['set-cookie'])).not.toMatch(/vm\.sid=/);
    await agent.get('/api/auth/user').expect(401);
    // The password still works.
    await t.agent().post('/api/auth/login').send({ email, password: 'secret1' }).expect(200);
  });

  it('links Google to a password account from its signed-in session; later Google sign-ins enter it by subject', async () => {
    const email = `linker-${randomUUID()}@example.com`;
    const owner = t.agent();
    const registered = await owner.post('/api/auth/register').send({ email, password: 'secret1', firstName: 'Ana', lastName: 'Lee', role: 'artist' }).expect(201);

    // The Google account has another email, which need not even be verified: the sign-in itself is the proof.
    claims = googleUser({ email_verified: false });
    const linked = await owner.get(pathOf(await consent(owner, '/api/auth/google/link'))).expect(302);
    expect(linked.headers.location).toBe('/settings?google=linked');

    const agent = t.agent();
    await signInWithGoogle(agent).then((response) => expect(response.headers.location).toBe('/'));
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ id: registered.body.id, email, role: 'artist' });

    // The same Google account cannot be linked to a second account.
    const other = t.agent();
    await other.post('/api/auth/register').send({ email: `other-${randomUUID()}@example.com`, password: 'secret1', firstName: 'Bo', lastName: 'Lee', role: 'artist' }).expect(201);
    const taken = await other.get(pathOf(await consent(other, '/api/auth/google/link'))).expect(302);
    expect(taken.headers.location).toBe('/settings?google=taken');
  });

  it('links only for the user who started the link, and only when signed in', async () => {
    await t.agent().get('/api/auth/google/link').expect(401);
    const owner = t.agent();
    await owner.post('/api/auth/register').send({ email: `starter-${randomUUID()}@example.com`, password: 'secret1', firstName: 'Ana', lastName: 'Lee', role: 'artist' }).expect(201);
    claims = googleUser();
    const callback = await consent(owner, '/api/auth/google/link');
    await owner.get('/api/auth/logout').expect(302);
    const refused = await owner.get(pathOf(callback)).expect(302);
    expect(refused.headers.location).toBe('/settings?google=link-failed');
    // Nothing was linked: this Google account still makes an account of its own.
    const agent = t.agent();
    await signInWithGoogle(agent).then((response) => expect(response.headers.location).toBe('/'));
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ email: String(claims.email), role: null });
  });

  it('refuses an email Google did not verify: nobody signed in, no account created', async () => {
    claims = googleUser({ email_verified: false });
    const agent = t.agent();
    const callback = await signInWithGoogle(agent);
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe(FAILURE);
    await agent.get('/api/auth/user').expect(401);

    // The email is still free: a password sign-up with it succeeds.
    await t.agent()
      .post('/api/auth/register')
      .send({ email: claims.email, password: 'secret1', firstName: 'Ana', lastName: 'Lee', role: 'artist' })
      .expect(201);
  });

  it('refuses a tampered state, and the flow cannot be finished afterwards', async () => {
    claims = googleUser();
    const agent = t.agent();
    const callback = await consent(agent);
    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'not-the-state');
    const refused = await agent.get(pathOf(tampered)).expect(302);
    expect(refused.headers.location).toBe(FAILURE);
    await agent.get('/api/auth/user').expect(401);

    // State, nonce and verifier were spent by the refused attempt.
    const retried = await agent.get(pathOf(callback)).expect(302);
    expect(retried.headers.location).toBe(FAILURE);
    await agent.get('/api/auth/user').expect(401);
  });

  it('refuses a callback without a prior GET /api/auth/google', async () => {
    claims = googleUser();
    const starter = t.agent();
    const callback = await consent(starter);
    const stranger = t.agent();
    const refused = await stranger.get(pathOf(callback)).expect(302);
    expect(refused.headers.location).toBe(FAILURE);
    await stranger.get('/api/auth/user').expect(401);

    const bare = await t.agent().get('/api/auth/google/callback?code=abc&state=def').expect(302);
    expect(bare.headers.location).toBe(FAILURE);
  });

  it('refuses a replayed callback URL, from the same browser or another', async () => {
    claims = googleUser();
    const agent = t.agent();
    const callback = await consent(agent);
    await agent.get(pathOf(callback)).expect(302).then((response) => expect(response.headers.location).toBe('/'));
    await agent.get(pathOf(callback)).expect(302).then((response) => expect(response.headers.location).toBe(FAILURE));
    const other = t.agent();
    await other.get(pathOf(callback)).expect(302).then((response) => expect(response.headers.location).toBe(FAILURE));
    await other.get('/api/auth/user').expect(401);
  });

  it('refuses an account an admin deactivated, saying so, until it is reactivated', async () => {
    claims = googleUser();
    const first = t.agent();
    await signInWithGoogle(first).then((response) => expect(response.headers.location).toBe('/'));
    const { id } = (await first.get('/api/auth/user').expect(200)).body as { id: string };
    const admin = await signInAdmin(t);
    await admin.patch(`/api/admin/users/${id}`).send({ isActive: false }).expect(200);

    const refused = t.agent();
    const callback = await signInWithGoogle(refused);
    expect(callback.headers.location).toBe(DEACTIVATED);
    expect(String(callback.headers['set-cookie'])).not.toMatch(/vm\.sid=/);
    await refused.get('/api/auth/user').expect(401);

    await admin.patch(`/api/admin/users/${id}`).send({ isActive: true }).expect(200);
    const again = t.agent();
    await signInWithGoogle(again).then((response) => expect(response.headers.location).toBe('/'));
    expect((await again.get('/api/auth/user').expect(200)).body.id).toBe(id);
  });

  it('keeps the provider error (consent denied) from signing in', async () => {
    const agent = t.agent();
    await agent.get('/api/auth/google').expect(302);
    const denied = await agent.get('/api/auth/google/callback?error=access_denied&state=x').expect(302);
    expect(denied.headers.location).toBe(FAILURE);
    await agent.get('/api/auth/user').expect(401);
  });
});

describe('Google sign-in when Google is unreachable', () => {
  it('redirects to the auth page with the error instead of failing', async () => {
    const closedPort = await freePort();
    const down = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'vibematch-test',
        GOOGLE_CLIENT_SECRET: 'test-secret',
        GOOGLE_ISSUER_URL: `http://127.0.0.1:${closedPort}`,
        PUBLIC_URL,
        OUTSIDE_CALL_TIMEOUT_MS: '1000',
      },
    });
    try {
      const agent = down.agent();
      const response = await agent.get('/api/auth/google').expect(302);
      expect(response.headers.location).toBe(FAILURE);
      const callback = await agent.get('/api/auth/google/callback?code=abc&state=def').expect(302);
      expect(callback.headers.location).toBe(FAILURE);
    } finally {
      await down.close();
    }
  });
});

describe('Google sign-in when not configured', () => {
  it('answers 404 on both endpoints', async () => {
    const off = await createTestApp();
    try {
      const start = await off.agent().get('/api/auth/google').expect(404);
      expect(start.body).toEqual({ message: 'Google sign-in is not configured' });
      const callback = await off.agent().get('/api/auth/google/callback?code=abc&state=def').expect(404);
      expect(callback.body).toEqual({ message: 'Google sign-in is not configured' });
    } finally {
      await off.close();
    }
  });
});
