import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createClient, type RedisClientType } from 'redis';
import { loadConfig } from '../config/app-config.js';
import { SESSION_COOKIE, Sessions, SIGNED_IN_COOKIE } from './session.js';

const IDLE_MS = 24 * 3600 * 1000;
const redis: RedisClientType = createClient({ url: process.env.REDIS_URL });
const config = { ...loadConfig({ SESSION_IDLE_TIMEOUT: '24h', SESSION_MAX_AGE: '7d' }), redisPrefix: `test-sessions-${randomBytes(4).toString('hex')}` };

beforeAll(() => redis.connect());
afterAll(async () => {
  for await (const keys of redis.scanIterator({ MATCH: `${config.redisPrefix}:*` })) if (keys.length > 0) await redis.del(keys);
  await redis.close();
});

/** The parts of Fastify's request and reply that the sessions use; the cookie's signature is Fastify's own (HTTP tests). */
function exchange(sessionId?: string, withHint = true): { request: FastifyRequest; reply: FastifyReply; cookies: string[] } {
  const cookies: string[] = [];
  const request = {
    cookies: sessionId ? { [SESSION_COOKIE]: sessionId, ...(withHint ? { [SIGNED_IN_COOKIE]: '1' } : {}) } : {},
    unsignCookie: (value: string) => ({ valid: true, renew: false, value }),
    protocol: 'http',
  } as unknown as FastifyRequest;
  const reply = {
    setCookie: (name: string, value: string) => cookies.push(`${name}=${value}`),
    clearCookie: (name: string) => cookies.push(`${name}=`),
  } as unknown as FastifyReply;
  return { request, reply, cookies };
}

async function signedIn(sessions: Sessions): Promise<{ id: string; key: string }> {
  const { request, reply } = exchange();
  const id = await sessions.signIn(request, reply, 'user-1');
  return { id, key: `${config.redisPrefix}:sess:${id}` };
}

/** Moves the stored session's expiry back, as if it had last slid `agoMs` ago. */
async function lastSlid(key: string, agoMs: number): Promise<void> {
  const stored = JSON.parse((await redis.get(key)) as string) as { expiresAt: number };
  await redis.set(key, JSON.stringify({ ...stored, expiresAt: Date.now() + IDLE_MS - agoMs }), { expiration: { type: 'PX', value: IDLE_MS - agoMs } });
}

describe('Sessions', () => {
  it('signs in whom the cookie names, and slides a session that is due', async () => {
    const sessions = new Sessions(redis, config);
    const { id, key } = await signedIn(sessions);
    await lastSlid(key, 3600_000);
    const { request, reply, cookies } = exchange(id);

    await sessions.load(request, reply);

    expect(request.user).toEqual({ id: 'user-1' });
    expect(cookies).toEqual([`${SESSION_COOKIE}=${id}`, `${SIGNED_IN_COOKIE}=1`]);
    expect(await redis.pTTL(key)).toBeGreaterThan(IDLE_MS - 60_000);
  });

  it('writes nothing for a session not yet due to slide, unless the browser lacks the signed-in hint', async () => {
    const sessions = new Sessions(redis, config);
    const { id } = await signedIn(sessions);
    const withHint = exchange(id);
    const withoutHint = exchange(id, false);

    await sessions.load(withHint.request, withHint.reply);
    await sessions.load(withoutHint.request, withoutHint.reply);

    expect([withHint.request.user, withoutHint.request.user]).toEqual([{ id: 'user-1' }, { id: 'user-1' }]);
    expect(withHint.cookies).toEqual([]);
    expect(withoutHint.cookies).toEqual([`${SIGNED_IN_COOKIE}=1`]);
  });

  it('never brings back a session ended while a request that slides it was under way', async () => {
    // The interleaving of a sign-out, a password change or a deactivation landing between the
    // request's read of its session and its write of the new expiry.
    const ending = Object.assign(Object.create(redis) as RedisClientType, {
      get: async (key: string) => {
        const stored = await redis.get(key);
        await redis.del(key);
        return stored;
      },
    });
    const { id, key } = await signedIn(new Sessions(redis, config));
    await lastSlid(key, 3600_000);
    const { request, reply, cookies } = exchange(id);

    await new Sessions(ending, config).load(request, reply);

    expect(await redis.exists(key)).toBe(0);
    expect(cookies).toEqual([]);
    expect((await sessionsAfter(id)).user).toBeUndefined();
  });

  it('ends a session past its absolute lifetime at its next request', async () => {
    const sessions = new Sessions(redis, config);
    const { id, key } = await signedIn(sessions);
    const stored = JSON.parse((await redis.get(key)) as string) as { signedInAt: number };
    await redis.set(key, JSON.stringify({ ...stored, signedInAt: Date.now() - 7 * IDLE_MS - 1 }), { expiration: { type: 'PX', value: 60_000 } });
    const { request, reply, cookies } = exchange(id);

    await sessions.load(request, reply);

    expect(request.user).toBeUndefined();
    expect(cookies).toEqual([`${SESSION_COOKIE}=`, `${SIGNED_IN_COOKIE}=`]);
    expect(await redis.exists(key)).toBe(0);
  });
});

/** Who a later request with the same cookie is signed in as. */
async function sessionsAfter(id: string): Promise<FastifyRequest> {
  const { request, reply } = exchange(id);
  await new Sessions(redis, config).load(request, reply);
  return request;
}
