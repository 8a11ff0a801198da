import pg from 'pg';
import { SERVICE_UNAVAILABLE_MESSAGE } from '#platform';
import { createTestApp, signUp, signUpBody, type TestApp, eventually } from '#testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a database restart does to the app: every connection to its database is cut by the server. */
async function dropEveryConnection(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ dropped: number }>(
      'SELECT count(pg_terminate_backend(pid))::int AS dropped FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows[0]?.dropped ?? 0;
  } finally {
    await admin.end();
  }
}

describe('a database that drops its connections', () => {
  it('does not take the app down: requests cut off answer 503, the app answers again, and a sign-up after it lands', async () => {
    // Requests and the background processors hold connections (some in transactions) while they are cut.
    const load = Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? t.agent().get('/api/health') : t.agent().post('/api/auth/register').send(signUpBody()))),
    );
    let dropped = 0;
    for (let round = 0; round < 3; round++) {
      dropped += await dropEveryConnection(t.database.url);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const answers = await load;
    expect(dropped).toBeGreaterThan(0);
    // A request whose connection was cut is told to try again (the health check names what is down); none is the 500 of a bug.
    const serverErrors = answers.flatMap((a) => (a.status === 'fulfilled' && a.value.status >= 500 ? [a.value] : []));
    const told = (path: string) => serverErrors.filter((answer) => answer.request.url.endsWith(path)).map((answer) => [answer.status, answer.body.message]);
    expect(told('/api/auth/register').filter(([status, message]) => status !== 503 || message !== SERVICE_UNAVAILABLE_MESSAGE)).toEqual([]);
    expect(told('/api/health').filter(([status, message]) => status !== 503 || !String(message).startsWith('Not answering'))).toEqual([]);

    await eventually(() => t.agent().get('/api/health'), (response) => response.status === 200);
    const account = await signUp(t);
    expect((await account.agent.get('/api/auth/user').expect(200)).body.id).toBe(account.user.id);
  });
});
