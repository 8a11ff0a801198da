import { randomUUID } from 'node:crypto';
import { type FakeSpotify, signIn, signUp, startFakeSpotify } from '#testing';
import { createTestApp, type TestApp } from '#testing';

const ADMIN = { ADMIN_EMAIL: 'admin@vibematch.test', ADMIN_PASSWORD: 'admin-secret' };
const BIG_ARTIST = '1bigArtist';
const SMALL_ARTIST = '2smallArtist';

let t: TestApp;
let fake: FakeSpotify;
beforeAll(async () => {
  fake = await startFakeSpotify();
  fake.artists.set(BIG_ARTIST, { name: 'Big', followers: 10_000, images: ['https://i.scdn.co/image/big'] });
  fake.artists.set(SMALL_ARTIST, { name: 'Small', followers: 9_999, images: [] });
  t = await createTestApp({ env: { ...ADMIN, ...fake.env, OUTSIDE_CALL_TIMEOUT_MS: '500' } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** An artist whose profile links this Spotify artist. */
const withSpotifyArtist = (spotifyArtistId: string) => ({ profile: { displayName: 'Ana', spotifyUrl: `https://open.spotify.com/artist/${spotifyArtistId}` } });
const admin = () => signIn(t, { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD });

describe('GET /api/verification/status', () => {
  it('needs a session', async () => {
    await t.agent().get('/api/verification/status').expect(401);
  });

  it('is none without a request', async () => {
    const { agent } = await signUp(t);
    expect((await agent.get('/api/verification/status').expect(200)).body).toEqual({ status: 'none', request: null });
  });
});

describe('POST /api/verification/request', () => {
  it('needs a session', async () => {
    await t.agent().post('/api/verification/request').send({ reason: 'x' }).expect(401);
  });

  it.each([{}, { reason: '' }, { reason: '   ' }, { reason: 42 }])('refuses %j with 400 "Reason Required…"', async (body) => {
    const { agent } = await signUp(t);
    const response = await agent.post('/api/verification/request').send(body).expect(400);
    expect(response.body.message).toBe('Reason Required: Please provide a reason for your verification request');
    expect((await agent.get('/api/verification/status').expect(200)).body.status).toBe('none');
  });

  it('without a linked Spotify profile: submitted for review, pending, and a second request is refused with 409', async () => {
    const { agent } = await signUp(t);
    const before = Date.now();
    const response = await agent.post('/api/verification/request').send({ reason: '  I tour every month  ' }).expect(200);
    expect(response.body).toEqual({ autoVerified: false, message: 'Verification Request Submitted' });

    const status = (await agent.get('/api/verification/status').expect(200)).body;
    expect(status).toEqual({ status: 'pending', request: { reason: 'I tour every month', submitted_at: expect.any(String), admin_notes: null } });
    expect(Date.parse(status.request.submitted_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await agent.get('/api/auth/user').expect(200)).body.isVerified).toBe(false);

    const again = await agent.post('/api/verification/request').send({ reason: 'Please' }).expect(409);
    expect(again.body.message).toBe('A verification request is already pending');
  });

  it('with 10,000+ followers on the linked Spotify artist profile: verified at once, and a new request is refused', async () => {
    const { agent } = await signUp(t, withSpotifyArtist(BIG_ARTIST));
    const response = await agent.post('/api/verification/request').send({ reason: 'Big on Spotify' }).expect(200);
    expect(response.body).toEqual({ autoVerified: true, message: 'Automatically Verified!' });
    expect((await agent.get('/api/auth/user').expect(200)).body.isVerified).toBe(true);
    expect((await agent.get('/api/verification/status').expect(200)).body).toMatchObject({ status: 'verified', request: { reason: 'Big on Spotify', admin_notes: null } });

    const again = await agent.post('/api/verification/request').send({ reason: 'Again' }).expect(400);
    expect(again.body.message).toBe('You are already verified');
  });

  it('with fewer than 10,000 followers: left for review', async () => {
    const { agent } = await signUp(t, withSpotifyArtist(SMALL_ARTIST));
    const response = await agent.post('/api/verification/request').send({ reason: 'Growing' }).expect(200);
    expect(response.body).toEqual({ autoVerified: false, message: 'Verification Request Submitted' });
    expect((await agent.get('/api/verification/status').expect(200)).body.status).toBe('pending');
  });

  it('when Spotify fails: left for review, no error', async () => {
    const { agent } = await signUp(t, withSpotifyArtist(BIG_ARTIST));
    fake.artistFault = { kind: 'status', status: 500 };
    try {
      const response = await agent.post('/api/verification/request').send({ reason: 'Big on Spotify' }).expect(200);
      expect(response.body).toEqual({ autoVerified: false, message: 'Verification Request Submitted' });
    } finally {
      fake.artistFault = null;
    }
  });
});

describe('PATCH /api/admin/verification/:userId', () => {
  it('needs a session', async () => {
    const { user: { id } } = await signUp(t);
    await t.agent().patch(`/api/admin/verification/${id}`).send({ decision: 'approve' }).expect(401);
  });

  it('is for admins only', async () => {
    const { agent, user: { id } } = await signUp(t);
    await agent.post('/api/verification/request').send({ reason: 'Me' }).expect(200);
    const response = await agent.patch(`/api/admin/verification/${id}`).send({ decision: 'approve' }).expect(403);
    expect(response.body.message).toBe('Admins only');
    expect((await agent.get('/api/verification/status').expect(200)).body.status).toBe('pending');
  });

  it('answers 404 for an unknown user and 409 without a pending request', async () => {
    const reviewer = await admin();
    expect((await reviewer.patch(`/api/admin/verification/${randomUUID()}`).send({ decision: 'approve' }).expect(404)).body.message).toBe('User not found');
    await reviewer.patch('/api/admin/verification/not-a-uuid').send({ decision: 'approve' }).expect(404);
    const { user: { id } } = await signUp(t);
    const response = await reviewer.patch(`/api/admin/verification/${id}`).send({ decision: 'reject' }).expect(409);
    expect(response.body.message).toBe('There is no pending verification request for this user');
  });

  it('refuses a decision other than approve or reject', async () => {
    const { user: { id } } = await signUp(t);
    const response = await (await admin()).patch(`/api/admin/verification/${id}`).send({ decision: 'maybe' }).expect(400);
    expect(response.body.message).toBe('Decision must be approve or reject');
  });

  it('approves a pending request: the user is verified', async () => {
    const { agent, user: { id } } = await signUp(t);
    await agent.post('/api/verification/request').send({ reason: 'Me' }).expect(200);
    const reviewer = await admin();
    const response = await reviewer.patch(`/api/admin/verification/${id}`).send({ decision: 'approve' }).expect(200);
    expect(response.body).toMatchObject({ status: 'verified' });
    expect((await agent.get('/api/auth/user').expect(200)).body.isVerified).toBe(true);
    expect((await agent.get('/api/verification/status').expect(200)).body.status).toBe('verified');
    await reviewer.patch(`/api/admin/verification/${id}`).send({ decision: 'approve' }).expect(409);
  });

  it('rejects with notes the user then sees; the user may ask again', async () => {
    const { agent, user: { id } } = await signUp(t);
    await agent.post('/api/verification/request').send({ reason: 'First try' }).expect(200);
    await (await admin()).patch(`/api/admin/verification/${id}`).send({ decision: 'reject', notes: 'Please link your Spotify artist profile' }).expect(200);

    const status = (await agent.get('/api/verification/status').expect(200)).body;
    expect(status).toEqual({ status: 'rejected', request: { reason: 'First try', submitted_at: expect.any(String), admin_notes: 'Please link your Spotify artist profile' } });
    expect((await agent.get('/api/auth/user').expect(200)).body.isVerified).toBe(false);

    const again = await agent.post('/api/verification/request').send({ reason: 'Second try' }).expect(200);
    expect(again.body).toEqual({ autoVerified: false, message: 'Verification Request Submitted' });
    expect((await agent.get('/api/verification/status').expect(200)).body).toMatchObject({ status: 'pending', request: { reason: 'Second try', admin_notes: null } });
  });
});
