import { randomUUID } from 'node:crypto';
import { createTestApp, eventually, restartApp, STILL_SHOWING, type TestApp } from '#testing';

/**
 * An account registered while the users read model does not catch up within the bounded wait
 * (here: no worker runs the projections) is answered 503 "saved, taking longer to show" with
 * Retry-After, as other writes are: never 401 "please log in" for the account just made (which
 * the OpenAPI document does not declare for sign-up). The session is set: once the projections
 * run, the same browser is signed in to the account, which exists once.
 */
describe('an account registered while the read models lag', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const restart = async (env: Record<string, string> = {}) => void (app = await restartApp(app, env));

  it('answers 503 "saved, taking longer to show", then the browser is signed in to the one account', async () => {
    await restart({ RUN_WORKER: 'false' });
    const email = `slow-${randomUUID()}@example.com`;
    const browser = app.agent();
    const registered = await browser.post('/api/auth/register').send({ email, password: 'secret1', firstName: 'Sam', lastName: 'Slow', role: 'artist' });
    expect({ status: registered.status, body: registered.body as unknown, retryAfter: registered.headers['retry-after'] }).toEqual({
      status: 503,
      body: { message: STILL_SHOWING },
      retryAfter: '2',
    });

    const cookie = registered.headers['set-cookie'];
    await restart();
    const me = await eventually(() => app.agent().get('/api/auth/user').set('Cookie', cookie), (answer) => answer.status === 200);
    expect(me.body).toMatchObject({ email, firstName: 'Sam', role: 'artist' });
    await app.agent().post('/api/auth/register').send({ email, password: 'secret1', firstName: 'Sam', lastName: 'Slow', role: 'artist' }).expect(409);
  }, 60_000);
});
