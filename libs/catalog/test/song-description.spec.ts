import { createTestApp, type FakeTextGeneration, signUp, startFakeTextGeneration, type TestApp } from '#testing';

const ASK = { title: 'Night Drive', spotifyUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', tags: ['Synth-pop', 'dreamy', 'Driving'], existingDescription: 'Mixed by Sam.' };
const describeSong = (agent: ReturnType<TestApp['agent']>, body: unknown) => agent.post('/api/songs/generate-description').send(body as object);

describe('POST /api/songs/generate-description, composed without a language model (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("describes the song from its title and its tags' names, keeping what the artist wrote", async () => {
    const { agent } = await signUp(t);
    const { body } = await describeSong(agent, ASK).expect(200);
    expect(Object.keys(body)).toEqual(['description']);
    expect(body.description).toContain('"Night Drive"');
    expect(body.description).toContain('Synth-pop');
    expect(body.description).toMatch(/dreamy/);
    expect(body.description).toMatch(/driving/);
    expect(body.description.endsWith('Mixed by Sam.')).toBe(true);
    expect(body.description.length).toBeLessThanOrEqual(500);
  });

  it('needs only a title (the profile page asks without tags)', async () => {
    const { agent } = await signUp(t);
    expect((await describeSong(agent, { title: 'Quiet' }).expect(200)).body.description).toContain('"Quiet"');
  });

  it.each([
    ['no title', { ...ASK, title: undefined }, 'Title is required'],
    ['a blank title', { ...ASK, title: '  ' }, 'Title is required'],
    ['eleven tags', { ...ASK, tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }, 'You can select up to 10 tags'],
    ['tags that are not names', { ...ASK, tags: [1, 2] }, 'Tags must be a list of tag names'],
    ['a Spotify URL that is not one', { ...ASK, spotifyUrl: 'spotify' }, 'Must be a valid URL'],
    ['an existing description over 2000 characters', { ...ASK, existingDescription: 'x'.repeat(2001) }, 'The existing description must be 2000 characters or less'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const { agent } = await signUp(t);
    expect((await describeSong(agent, body).expect(400)).body.message).toBe(message);
  });

  it('refuses visitors with 401', async () => {
    expect((await describeSong(t.agent(), ASK).expect(401)).body).toEqual({ message: 'Unauthorized: please log in to continue' });
  });
});

describe('POST /api/songs/generate-description, with an OpenAI-compatible API configured', () => {
  let fake: FakeTextGeneration;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeTextGeneration();
    t = await createTestApp({ env: { ...fake.env, TEXT_GENERATION_TIMEOUT_MS: '500' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("answers the model's description, asked with the key, the model and the song", async () => {
    const { agent } = await signUp(t);
    expect((await describeSong(agent, ASK).expect(200)).body).toEqual({ description: fake.reply });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ authorization: `Bearer ${fake.apiKey}`, body: { model: fake.model } });
    expect(JSON.stringify(fake.requests[0].body)).toContain('Synth-pop (genre), Dreamy (mood), Driving (activity)');
  });

  it.each([
    ['fails', { kind: 'status', status: 500 }],
    ['answers garbage', { kind: 'garbage' }],
    ['never answers', { kind: 'hang' }],
  ] as const)('falls back to the composed description when the API %s', async (_case, fault) => {
    fake.fault = fault;
    const { agent } = await signUp(t);
    const { body } = await describeSong(agent, ASK).expect(200);
    expect(body.description).toContain('"Night Drive"');
    expect(body.description).not.toBe(fake.reply);
  });

  it('calls nothing for a request it refuses', async () => {
    const { agent } = await signUp(t);
    await describeSong(agent, { tags: ['Pop'] }).expect(400);
    await describeSong(t.agent(), ASK).expect(401);
    expect(fake.requests).toEqual([]);
  });
});
