import { createTestApp, type TestApp } from '#testing';

const admin = { ADMIN_EMAIL: 'Admin@VibeMatch.test', ADMIN_PASSWORD: 'admin-secret' };

describe('the admin account from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let first: TestApp;
  let second: TestApp | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('is created at start, can sign in, and a restart neither duplicates nor resets it', async () => {
    first = await createTestApp({ env: admin });
    const agent = first.agent();
    const response = await agent.post('/api/auth/login').send({ email: 'admin@vibematch.test', password: 'admin-secret' }).expect(200);
    expect(response.body).toMatchObject({ email: 'admin@vibematch.test', isAdmin: true, role: null });
    await first.stop();

    second = await createTestApp({
      env: { ...admin, ADMIN_PASSWORD: 'another-password' },
      reuse: { database: first.database, redisPrefix: first.config.redisPrefix },
    });
    await second.agent().post('/api/auth/login').send({ email: 'admin@vibematch.test', password: 'admin-secret' }).expect(200);
    await second.agent().post('/api/auth/login').send({ email: 'admin@vibematch.test', password: 'another-password' }).expect(401);
  });

  it('is not created when the variables are not set', async () => {
    const plain = await createTestApp();
    try {
      await plain.agent().post('/api/auth/login').send({ email: 'admin@vibematch.test', password: 'admin-secret' }).expect(401);
    } finally {
      await plain.close();
    }
  });
});
