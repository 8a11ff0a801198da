import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { createTestApp, sessionKeyOf, type TestApp } from '#testing';
import { SIGNED_IN_COOKIE } from '#platform';

const HOUR_SECONDS = 3600;
/** The idle timeout set below: a session slides once 1% of it (about 15 minutes) has passed since its last save. */
const IDLE_SECONDS = 24 * HOUR_SECONDS;

let t: TestApp;
const redis = createClient({ url: process.env.REDIS_URL });
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_IDLE_TIMEOUT: '24h', SESSION_MAX_AGE: '7d' } });
  await redis.connect();
});
afterAll(async () => {
  await redis.close();
  await t.close();
});

/** A signed-in user's cookie, and the Redis key of their session. */
async function signedIn(): Promise<{ cookie: string; key: string }> {
  const response = await t
    .agent()
    .post('/api/auth/register')
    .send({ email: `user-${randomUUID()}@example.com`, password: 'secret1', firstName: 'Ana', lastName: 'Lee', role: 'artist' })
    .expect(201);
  const sessionCookie = String(response.headers['set-cookie']).split(';')[0] as string;
  // Both cookies, as a browser sends them back: without the signed-in hint, the answer would set it again.
  return { cookie: `${sessionCookie}; ${SIGNED_IN_COOKIE}=1`, key: sessionKeyOf(sessionCookie, t.config.redisPrefix) };
}

const expiresOf = (setCookie: unknown): number => Date.parse(/Expires=([^;]+)/.exec(String(setCookie))?.[1] ?? '');

describe('session idle timeout', () => {
  it('is not slid by a read soon after the last slide: no Redis write, no Set-Cookie', async () => {
    const { cookie, key } = await signedIn();
    const marker = IDLE_SECONDS - 300;
    await redis.expire(key, marker);
    const stored = await redis.get(key);

    const response = await t.agent().get('/api/auth/user').set('Cookie', cookie).expect(200);

    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await redis.get(key)).toBe(stored);
    expect(await redis.ttl(key)).toBeLessThanOrEqual(marker);
  });

  it('slides once 1% of the idle timeout has passed: a fresh TTL in Redis and a fresh cookie expiry', async () => {
    const { cookie, key } = await signedIn();
    // As if the session had last been saved an hour ago.
    const session = JSON.parse((await redis.get(key)) as string) as { expiresAt: number };
    session.expiresAt = Date.now() + (IDLE_SECONDS - HOUR_SECONDS) * 1000;
    await redis.set(key, JSON.stringify(session), { expiration: { type: 'EX', value: IDLE_SECONDS - HOUR_SECONDS } });

    const slid = await t.agent().get('/api/auth/user').set('Cookie', cookie).expect(200);

    expect(expiresOf(slid.headers['set-cookie'])).toBeGreaterThan(Date.now() + (IDLE_SECONDS - 60) * 1000);
    expect(await redis.ttl(key)).toBeGreaterThan(IDLE_SECONDS - 60);
    // Slid just now: the next read leaves it alone.
    const next = await t.agent().get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('ends with the session: once its key has expired, the cookie signs no one in', async () => {
    const { cookie, key } = await signedIn();
    await redis.del(key);
    await t.agent().get('/api/auth/user').set('Cookie', cookie).expect(401);
  });
});
