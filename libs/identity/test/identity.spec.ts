import { signUp, signUpBody, uniqueEmail } from '#testing';
import { createTestApp, type TestApp } from '#testing';

let t: TestApp;
const setCookies = (response: { headers: Record<string, unknown> }): string[] => (response.headers['set-cookie'] as string[] | undefined) ?? [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/register', () => {
  it('creates the account, signs in, and the next GET shows the user', async () => {
    const agent = t.agent();
    const body = signUpBody({ email: '  Mixed.Case@Example.com ' });
    const response = await agent.post('/api/auth/register').send(body).expect(201);

    expect(response.body).toMatchObject({
      email: 'mixed.case@example.com',
      firstName: 'Ana',
      lastName: 'Lee',
      role: 'artist',
      isAdmin: false,
      isActive: true,
      isVerified: false,
      curatorProfileComplete: false,
      vibeCoins: '0',
      reservedVibeCoins: '0',
      displayName: null,
      spotifyUrl: null,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash|secret1/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^vm\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toEqual(response.body);
  });

  it('sets a readable signed-in hint beside the session cookie, with its expiry, and signing out clears both', async () => {
    const agent = t.agent();
    const signedUp = setCookies(await agent.post('/api/auth/register').send(signUpBody()).expect(201));
    const hint = signedUp.find((c) => c.startsWith('vm.signed-in='));
    expect(hint).toMatch(/^vm\.signed-in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(/Expires=([^;]+)/.exec(hint ?? '')?.[1]).toBe(/Expires=([^;]+)/.exec(signedUp[0] ?? '')?.[1]);

    const signedOut = setCookies(await agent.get('/api/logout').expect(302));
    expect(signedOut.map((c) => c.split(';')[0])).toEqual(['vm.sid=', 'vm.signed-in=']);
  });

  it.each([
    [{ email: undefined }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: undefined }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ role: 'admin' }, 'Join as must be artist or curator'],
    [{ role: 'both' }, 'Join as must be artist or curator'],
  ])('refuses %j with 400 "%s" and creates nothing', async (override, message) => {
    const body = signUpBody(override);
    const response = await t.agent().post('/api/auth/register').send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
    if (typeof body.email === 'string' && body.email.includes('@')) {
      await t.agent().post('/api/auth/login').send({ email: body.email, password: 'secret1' }).expect(401);
    }
  });

  it('answers 409 for an email that is taken, whatever its case', async () => {
    const { body } = await signUp(t);
    const response = await t.agent().post('/api/auth/register').send(signUpBody({ email: body.email.toUpperCase() })).expect(409);
    expect(response.body).toEqual({ message: 'An account with this email already exists' });
  });

  it('lets exactly one of many simultaneous sign-ups with one email win', async () => {
    const shared = uniqueEmail();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.agent().post('/api/auth/register').send(signUpBody({ email: shared, firstName: `N${i}` }))),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password (email in any case)', async () => {
    const { body, user } = await signUp(t);
    const agent = t.agent();
    const response = await agent.post('/api/auth/login').send({ email: body.email.toUpperCase(), password: body.password }).expect(200);
    expect(response.body).toEqual(user);
    expect(String(response.headers['set-cookie'])).toMatch(/^vm\.sid=/);
    await agent.get('/api/auth/user').expect(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { body } = await signUp(t);
    const wrong = await t.agent().post('/api/auth/login').send({ email: body.email, password: 'wrong-password' }).expect(401);
    const unknown = await t.agent().post('/api/auth/login').send({ email: uniqueEmail(), password: 'secret1' }).expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual({ message: 'Invalid email or password' });
  });

  it.each([
    [{ email: undefined, password: 'x' }, 'Email is required'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
    [{ email: 42, password: 'x' }, 'Email is required'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const response = await t.agent().post('/api/auth/login').send(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('throttles repeated failures with 429, even for the right password then', async () => {
    const { body } = await signUp(t);
    for (let i = 0; i < 5; i++) {
      await t.agent().post('/api/auth/login').send({ email: body.email, password: `wrong-${i}` }).expect(401);
    }
    const blocked = await t.agent().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { body } = await signUp(t);
    for (let i = 0; i < 7; i++) await t.agent().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(200);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 with a message without a session', async () => {
    const response = await t.agent().get('/api/auth/user').expect(401);
    expect(response.body).toEqual({ message: 'Unauthorized: please log in to continue' });
  });

  it('answers 401 for a forged session cookie', async () => {
    await t.agent().get('/api/auth/user').set('Cookie', 'vm.sid=s%3Aforged.signature').expect(401);
  });
});

describe.each(['/api/logout', '/api/auth/logout'])('GET %s', (path) => {
  it('destroys the session on the server and redirects to /', async () => {
    const { agent, cookie } = await signUp(t);
    await t.agent().get('/api/auth/user').set('Cookie', cookie).expect(200);
    const response = await agent.get(path).expect(302);
    expect(response.headers.location).toBe('/');
    await agent.get('/api/auth/user').expect(401);
    // The old cookie, replayed by hand, no longer names a session.
    await t.agent().get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('redirects when nobody is signed in too', async () => {
    await t.agent().get(path).expect(302);
  });
});

describe('GET /api/login', () => {
  it('redirects to the sign-in page, where the search page\'s "Join Platform" link leads (spec 2.9)', async () => {
    const response = await t.agent().get('/api/login').expect(302);
    expect(response.headers.location).toBe('/auth');
  });
});

describe('PATCH /api/users/role', () => {
  it('sets the role, and the next GET shows it', async () => {
    const { agent } = await signUp(t, { role: 'artist' });
    const response = await agent.patch('/api/users/role').send({ role: 'both' }).expect(200);
    expect(response.body.role).toBe('both');
    expect((await agent.get('/api/auth/user').expect(200)).body.role).toBe('both');
  });

  it('refuses an unknown role with 400', async () => {
    const { agent } = await signUp(t);
    const response = await agent.patch('/api/users/role').send({ role: 'admin' }).expect(400);
    expect(response.body.message).toBe('Role must be artist, curator or both');
    expect((await agent.get('/api/auth/user')).body.role).toBe('artist');
  });

  it('answers 401 without a session', async () => {
    await t.agent().patch('/api/users/role').send({ role: 'curator' }).expect(401);
  });
});

describe('PATCH /api/curator/profile', () => {
  it('completes the profile of a curator', async () => {
    const { agent } = await signUp(t, { role: 'curator' });
    const response = await agent.patch('/api/curator/profile').send({ displayName: '  Night Owl ', bio: 'Mellow indie for late nights.' }).expect(200);
    expect(response.body).toMatchObject({ displayName: 'Night Owl', bio: 'Mellow indie for late nights.', curatorProfileComplete: true });
  });

  it.each([
    [{ displayName: 'N', bio: 'Mellow indie for late nights.' }, 'Display name must be at least 2 characters'],
    [{ displayName: 'Night Owl', bio: 'short' }, 'Bio must be at least 10 characters'],
    [{ bio: 'Mellow indie for late nights.' }, 'Display name must be at least 2 characters'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { agent } = await signUp(t, { role: 'curator' });
    expect((await agent.patch('/api/curator/profile').send(body).expect(400)).body.message).toBe(message);
    expect((await agent.get('/api/auth/user')).body.curatorProfileComplete).toBe(false);
  });

  it('answers 403 to an artist', async () => {
    const { agent } = await signUp(t, { role: 'artist' });
    const response = await agent.patch('/api/curator/profile').send({ displayName: 'Night Owl', bio: 'Mellow indie for late nights.' }).expect(403);
    expect(response.body).toEqual({ message: 'Only curators have a curator profile' });
  });

  it('answers 401 without a session', async () => {
    await t.agent().patch('/api/curator/profile').send({ displayName: 'Night Owl', bio: 'Mellow indie for late nights.' }).expect(401);
  });
});

describe('bad requests of any kind', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const response = await t.agent().post('/api/auth/register').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('lists each message of a field once, however many of its rules say it', async () => {
    const response = await t.agent().post('/api/auth/login').send({}).expect(400);
    const errors = response.body.errors as { field: string; message: string }[];
    expect(errors).toContainEqual({ field: 'email', message: 'Email is required' });
    expect(errors.filter((error) => error.message === 'Email is required')).toHaveLength(1);
  });

  it.each([[[]], ['text'], [7], [[{ email: 'a@b.co' }]], [null]])('answers a body of %j with 400: it must be an object', async (body) => {
    const response = await t.agent().post('/api/auth/login').set('Content-Type', 'application/json').send(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body must be a JSON object' });
  });

  it('refuses text the database cannot store (NUL, lone surrogates) with 400, storing nothing', async () => {
    for (const lastName of ['Lee\u0000', 'Lee \uD800']) {
      const body = signUpBody({ lastName });
      const response = await t.agent().post('/api/auth/register').send(body).expect(400);
      expect(response.body).toEqual({ message: 'Text must be valid Unicode without NUL characters' });
      await t.agent().post('/api/auth/login').send({ email: body.email, password: 'secret1' }).expect(401);
    }
  });

  it('answers a body that is too large with 413', async () => {
    const response = await t.agent().post('/api/auth/login').send({ email: 'a@b.co', password: 'x'.repeat(200_000) }).expect(413);
    expect(response.body).toEqual({ message: 'The request body is too large' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.agent().get('/api/no-such-thing').expect(404);
    expect(typeof response.body.message).toBe('string');
  });
});

describe('operations', () => {
  it('GET /api/health says every service answers', async () => {
    const response = await t.agent().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', message: 'All services answer', checks: { postgres: 'up', redis: 'up', eventStore: 'up' } });
  });

  it('serves an OpenAPI document describing every endpoint with its auth', async () => {
    const { body } = await t.agent().get('/api/docs/openapi.json').expect(200);
    const operations = Object.entries(body.paths as Record<string, Record<string, { security?: readonly unknown[] }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, secured: (op.security ?? []).length > 0 })),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        { id: 'POST /api/auth/register', secured: false },
        { id: 'POST /api/auth/login', secured: false },
        { id: 'GET /api/auth/user', secured: true },
        { id: 'GET /api/logout', secured: false },
        { id: 'GET /api/auth/logout', secured: false },
        { id: 'GET /api/login', secured: false },
        { id: 'PATCH /api/users/role', secured: true },
        { id: 'PATCH /api/curator/profile', secured: true },
        { id: 'POST /api/analytics/page-visit', secured: false },
        { id: 'GET /api/health', secured: false },
      ]),
    );
  });
});
