import { createTestApp, eventually, restartApp, signIn, signUp, songBody, STILL_SHOWING, type TestApp } from '#testing';

/**
 * A song added while the songs read model does not catch up within the bounded wait (here: no
 * worker runs the projections) is answered 503 "saved, taking longer to show" with Retry-After, as
 * other writes are: never 404 "Song not found" for the song just added (which the OpenAPI document
 * does not declare, and which would have the artist add it again). Once the projections run, it
 * shows, once.
 */
describe('a song added while the read models lag', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const restart = async (env: Record<string, string> = {}) => void (app = await restartApp(app, env));

  it('answers 503 "saved, taking longer to show", then shows the one song once the projections run', async () => {
    const artist = await signUp(app);
    await restart({ RUN_WORKER: 'false' });
    const added = await (await signIn(app, artist)).post('/api/songs').send(songBody({ title: 'Slow Reader' }));
    expect({ status: added.status, body: added.body as unknown, retryAfter: added.headers['retry-after'] }).toEqual({
      status: 503,
      body: { message: STILL_SHOWING },
      retryAfter: '2',
    });

    await restart();
    const agent = await signIn(app, artist);
    const songs = await eventually(() => agent.get(`/api/users/${artist.user.id}/songs`).expect(200), (answer) => answer.body.length > 0);
    expect((songs.body as { title: string }[]).map((song) => song.title)).toEqual(['Slow Reader']);
  }, 60_000);
});
