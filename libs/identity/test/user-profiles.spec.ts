import { randomUUID } from 'node:crypto';
import { PROFILE_FIELDS } from '#identity';
import { createTestApp, signIn, signUp, type TestApp } from '#testing';

const ADMIN = { ADMIN_EMAIL: 'admin@vibematch.test', ADMIN_PASSWORD: 'admin-secret' };
const PRIVATE_FIELDS = ['email', 'isAdmin', 'isActive', 'vibeCoins', 'reservedVibeCoins', 'curatorProfileComplete', 'updatedAt'];
const LINKS = ['spotifyUrl', 'soundcloudUrl', 'youtubeUrl', 'instagramUrl', 'twitterUrl', 'blueskyUrl', 'tiktokUrl', 'audiomackUrl', 'appleMusicUrl', 'amazonMusicUrl'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ADMIN });
});
afterAll(async () => {
  await t.close();
});

const admin = () => signIn(t, { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD });

const fullProfile = {
  displayName: '  Ana Lee Music  ',
  bio: 'Dream pop from Lisbon.',
  location: 'Lisbon',
  website: 'https://ana.example.com',
  profileImageUrl: 'https://cdn.example.com/ana.png',
  spotifyUrl: 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF',
  soundcloudUrl: 'https://soundcloud.com/ana',
  youtubeUrl: 'https://youtube.com/@ana',
  instagramUrl: 'https://instagram.com/ana',
  twitterUrl: 'https://twitter.com/ana',
  blueskyUrl: 'https://bsky.app/profile/ana.bsky.social',
  tiktokUrl: 'https://tiktok.com/@ana',
  audiomackUrl: 'https://audiomack.com/ana',
  appleMusicUrl: 'https://music.apple.com/artist/ana/1',
  amazonMusicUrl: 'http://music.amazon.com/artists/ana',
};

describe('PATCH /api/users/profile', () => {
  it('is tested with every field of the one profile field list (event, read model, request and response carry each)', () => {
    expect(Object.keys(fullProfile).sort()).toEqual([...PROFILE_FIELDS].sort());
  });

  it('saves every profile field, answers the updated user, and the next GET shows it', async () => {
    const { agent, email, user } = await signUp(t);
    const response = await agent.patch('/api/users/profile').send(fullProfile).expect(200);
    expect(response.body).toMatchObject({ ...fullProfile, displayName: 'Ana Lee Music', id: user.id, email, role: 'artist' });

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toEqual(response.body);
  });

  it('clears a field sent empty and keeps the fields left out', async () => {
    const { agent } = await signUp(t);
    await agent.patch('/api/users/profile').send(fullProfile).expect(200);
    const response = await agent.patch('/api/users/profile').send({ displayName: 'Ana', website: '', bio: '  ', spotifyUrl: null }).expect(200);
    expect(response.body).toMatchObject({ displayName: 'Ana', website: null, bio: null, spotifyUrl: null, location: 'Lisbon', youtubeUrl: fullProfile.youtubeUrl });
  });

  it('accepts a Spotify URL that is not a user profile', async () => {
    const { agent } = await signUp(t);
    const spotifyUrl = 'https://open.spotify.com/album/1';
    const response = await agent.patch('/api/users/profile').send({ displayName: 'Ana', spotifyUrl }).expect(200);
    expect(response.body.spotifyUrl).toBe(spotifyUrl);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ displayName: undefined }, 'Display name is required'],
    [{ displayName: '   ' }, 'Display name is required'],
    [{ displayName: 'x'.repeat(61) }, 'Display name must be at most 60 characters'],
    [{ bio: 'x'.repeat(1001) }, 'Bio must be at most 1000 characters'],
    [{ location: 'x'.repeat(101) }, 'Location must be at most 100 characters'],
    ...['website', 'profileImageUrl', ...LINKS].map((field): [Record<string, unknown>, string] => [{ [field]: 'not a url' }, 'Must be a valid URL']),
    [{ website: 'ftp://ana.example.com' }, 'Must be a valid URL'],
    [{ spotifyUrl: 'https://open.spotify.com/user/ana' }, 'Please use your Spotify artist profile URL (not user profile) for track discovery'],
  ])('refuses %j with 400 "%s" and changes nothing', async (override, message) => {
    const { agent } = await signUp(t);
    await agent.patch('/api/users/profile').send({ displayName: 'Before' }).expect(200);
    const response = await agent.patch('/api/users/profile').send({ ...fullProfile, ...override }).expect(400);
    expect(response.body.message).toBe(message);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ displayName: 'Before', bio: null, spotifyUrl: null });
  });

  it('answers 401 without a session', async () => {
    const response = await t.agent().patch('/api/users/profile').send(fullProfile).expect(401);
    expect(response.body.message).toBe('Unauthorized: please log in to continue');
  });
});

describe('POST /api/user/upgrade-to-curator', () => {
  it('makes an artist both, still an artist, with the curator profile to complete', async () => {
    const { agent, user } = await signUp(t, { role: 'artist' });
    const response = await agent.post('/api/user/upgrade-to-curator').expect(200);
    expect(response.body).toMatchObject({ id: user.id, role: 'both', curatorProfileComplete: false });
    expect((await agent.get('/api/auth/user').expect(200)).body.role).toBe('both');
  });

  it('refuses a curator and a user who is already both', async () => {
    const curator = await signUp(t, { role: 'curator' });
    expect((await curator.agent.post('/api/user/upgrade-to-curator').expect(400)).body.message).toBe('You are already a curator');
    const artist = await signUp(t, { role: 'artist' });
    await artist.agent.post('/api/user/upgrade-to-curator').expect(200);
    expect((await artist.agent.post('/api/user/upgrade-to-curator').expect(400)).body.message).toBe('You are already a curator');
  });

  it('refuses an account without a role', async () => {
    const agent = await admin();
    expect((await agent.post('/api/user/upgrade-to-curator').expect(400)).body.message).toBe('Choose a role first');
    expect((await agent.get('/api/auth/user').expect(200)).body.role).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const response = await t.agent().post('/api/user/upgrade-to-curator').expect(401);
    expect(response.body.message).toBe('Unauthorized: please log in to continue');
  });
});

describe('GET /api/users/:id', () => {
  it('shows a visitor and another user only the public fields', async () => {
    const { agent, user } = await signUp(t);
    await agent.patch('/api/users/profile').send(fullProfile).expect(200);
    const other = await signUp(t);

    for (const viewer of [t.agent(), other.agent]) {
      const response = await viewer.get(`/api/users/${user.id}`).expect(200);
      expect(response.body).toMatchObject({ ...fullProfile, displayName: 'Ana Lee Music', id: user.id, firstName: 'Ana', lastName: 'Lee', role: 'artist', isVerified: false });
      expect(typeof response.body.createdAt).toBe('string');
      for (const field of PRIVATE_FIELDS) expect(response.body).not.toHaveProperty(field);
      expect(JSON.stringify(response.body)).not.toContain('@example.com');
    }
  });

  it('shows the owner and an admin the full user', async () => {
    const { agent, email, user } = await signUp(t);
    const own = await agent.get(`/api/users/${user.id}`).expect(200);
    expect(own.body).toEqual((await agent.get('/api/auth/user')).body);

    const byAdmin = await (await admin()).get(`/api/users/${user.id}`).expect(200);
    expect(byAdmin.body).toMatchObject({ id: user.id, email, isAdmin: false, isActive: true, vibeCoins: '0', reservedVibeCoins: '0', curatorProfileComplete: false });
  });

  it.each([randomUUID(), 'not-a-uuid', 'profile'])('answers 404 "User not found" for %s', async (id) => {
    const response = await t.agent().get(`/api/users/${id}`).expect(404);
    expect(response.body.message).toBe('User not found');
  });
});

// Catalog's lists of a user; their contents: songs.spec.ts and playlists.spec.ts.
describe.each(['songs', 'playlists'])('GET /api/users/:id/%s', (list) => {
  it('answers an empty list for an existing user, signed in or not', async () => {
    const { agent, user } = await signUp(t);
    expect((await t.agent().get(`/api/users/${user.id}/${list}`).expect(200)).body).toEqual([]);
    expect((await agent.get(`/api/users/${user.id}/${list}`).expect(200)).body).toEqual([]);
  });

  it.each([randomUUID(), 'nope'])('answers 404 "User not found" for %s', async (id) => {
    const response = await t.agent().get(`/api/users/${id}/${list}`).expect(404);
    expect(response.body.message).toBe('User not found');
  });
});
