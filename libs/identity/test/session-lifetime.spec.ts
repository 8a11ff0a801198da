import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { createTestApp, type TestApp } from '#testing';

// Cookie expiry dates have whole seconds: shorter times would let the client drop the cookie early.
const IDLE_SECONDS = 3;
const MAX_AGE_SECONDS = 9;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_IDLE_TIMEOUT: `${IDLE_SECONDS}s`, SESSION_MAX_AGE: String(MAX_AGE_SECONDS) } });
});
afterAll(async () => {
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedIn() {
  const agent = t.agent();
  const account = { email: `life-${randomUUID()}@example.com`, password: 'secret1' };
  const { body } = await agent.post('/api/auth/register').send({ ...account, firstName: 'Ana', lastName: 'Lee', role: 'artist' }).expect(201);
  return { agent, account, userId: (body as { id: string }).id, at: Date.now() };
}

describe('session lifetime', () => {
  it('ends a session left idle for SESSION_IDLE_TIMEOUT', async () => {
    const { agent } = await signedIn();
    await sleep(IDLE_SECONDS * 1000 - 1500);
    await agent.get('/api/auth/user').expect(200);
    await sleep(IDLE_SECONDS * 1000 + 700);
    await agent.get('/api/auth/user').expect(401);
  });

  it('ends a busy session SESSION_MAX_AGE after its sign-in', async () => {
    const { agent, at } = await signedIn();
    // Busy all along: never idle for more than a second, until two seconds before the end.
    while (Date.now() - at < MAX_AGE_SECONDS * 1000 - 2000) {
      await agent.get('/api/auth/user').expect(200);
      await sleep(700);
    }
    await sleep(Math.max(0, at + MAX_AGE_SECONDS * 1000 + 200 - Date.now()));
    await agent.get('/api/auth/user').expect(401);
  });

  it('keeps the list of a user\'s sessions for as long as any of them can live, so a password change ends them all', async () => {
    const { agent, account, userId } = await signedIn();
    const other = t.agent();
    await other.post('/api/auth/login').send(account).expect(200);
    const redis = createClient({ url: t.config.redisUrl });
    await redis.connect();
    try {
      const listTtl = await redis.ttl(`${t.config.redisPrefix}:user-sessions:${userId}`);
      expect(listTtl).toBeGreaterThan(MAX_AGE_SECONDS - 2);
      expect(listTtl).toBeLessThanOrEqual(MAX_AGE_SECONDS);
    } finally {
      await redis.close();
    }
    await agent.post('/api/auth/change-password').send({ currentPassword: account.password, newPassword: 'secret2' }).expect(200);
    await other.get('/api/auth/user').expect(401);
    await agent.get('/api/auth/user').expect(200);
  });
});
