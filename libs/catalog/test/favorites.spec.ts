import { randomUUID } from 'node:crypto';
import type { EventStore } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { createTestApp, signUp, signUpCurator, type TestApp } from '#testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const favoritesOf = async (userId: string) =>
  (await t.app.get<EventStore>(EVENT_STORE).readStream(`favorites-${userId}`)).map((event) => ({ type: event.type, data: event.data }));

describe('POST /api/favorites/artists', () => {
  it('favourites an artist; favouriting again answers the same and records one event', async () => {
    const fan = await signUpCurator(t);
    const artist = await signUp(t, { role: 'artist' });
    for (let i = 0; i < 2; i++) {
      const response = await fan.agent.post('/api/favorites/artists').send({ artistId: artist.user.id }).expect(200);
      expect(response.body).toEqual({ artistId: artist.user.id, favorited: true });
    }
    expect(await favoritesOf(fan.user.id)).toEqual([{ type: 'ArtistFavorited', data: { userId: fan.user.id, artistId: artist.user.id } }]);
  });

  it('favourites a "both" account, whose artist side it is', async () => {
    const fan = await signUp(t);
    const both = await signUpCurator(t, { role: 'both' });
    await fan.agent.post('/api/favorites/artists').send({ artistId: both.user.id }).expect(200);
    expect(await favoritesOf(fan.user.id)).toHaveLength(1);
  });

  it('needs a session', async () => {
    const artist = await signUp(t);
    const response = await t.agent().post('/api/favorites/artists').send({ artistId: artist.user.id }).expect(401);
    expect(response.body.message).toBe('Unauthorized: please log in to continue');
  });

  it('answers 404 "Artist not found" for a curator, or an id without an account, and records nothing', async () => {
    const fan = await signUp(t);
    const curator = await signUpCurator(t);
    for (const artistId of [curator.user.id, randomUUID()]) {
      const response = await fan.agent.post('/api/favorites/artists').send({ artistId }).expect(404);
      expect(response.body.message).toBe('Artist not found');
    }
    expect(await favoritesOf(fan.user.id)).toEqual([]);
  });

  it.each([{}, { artistId: 'not-a-uuid' }, { artistId: 42 }, { artistId: null }])('answers 400 for %j', async (body) => {
    const fan = await signUp(t);
    const response = await fan.agent.post('/api/favorites/artists').send(body).expect(400);
    expect(response.body.message).toBe('artistId must be the id of an artist');
    expect(await favoritesOf(fan.user.id)).toEqual([]);
  });

  it('refuses to favourite yourself with 400', async () => {
    const artist = await signUp(t);
    const response = await artist.agent.post('/api/favorites/artists').send({ artistId: artist.user.id }).expect(400);
    expect(response.body.message).toBe('You cannot favorite yourself');
    expect(await favoritesOf(artist.user.id)).toEqual([]);
  });
});

describe('GET and DELETE /api/favorites/artists', () => {
  const favoriteIds = async (fan: { agent: ReturnType<TestApp['agent']> }) => (await fan.agent.get('/api/favorites/artists').expect(200)).body.artistIds;

  it('lists the favourites at once, takes one off (twice answers the same), and favouriting again puts it back', async () => {
    const fan = await signUp(t);
    const [first, second] = [await signUp(t, { role: 'artist' }), await signUp(t, { role: 'artist' })];
    for (const artist of [first, second]) await fan.agent.post('/api/favorites/artists').send({ artistId: artist.user.id }).expect(200);
    expect(await favoriteIds(fan)).toEqual([first.user.id, second.user.id]);
    for (let i = 0; i < 2; i++) {
      expect((await fan.agent.delete(`/api/favorites/artists/${first.user.id}`).expect(200)).body).toEqual({ artistId: first.user.id, favorited: false });
    }
    expect(await favoriteIds(fan)).toEqual([second.user.id]);
    await fan.agent.post('/api/favorites/artists').send({ artistId: first.user.id }).expect(200);
    expect(await favoriteIds(fan)).toEqual([second.user.id, first.user.id]);
    expect((await favoritesOf(fan.user.id)).map((event) => event.type)).toEqual(['ArtistFavorited', 'ArtistFavorited', 'ArtistUnfavorited', 'ArtistFavorited']);
    // Another user's favourites are their own.
    expect(await favoriteIds(await signUp(t))).toEqual([]);
  });

  it('needs a session, and answers 400 for an id that is no id', async () => {
    await t.agent().get('/api/favorites/artists').expect(401);
    await t.agent().delete(`/api/favorites/artists/${randomUUID()}`).expect(401);
    const fan = await signUp(t);
    expect((await fan.agent.delete('/api/favorites/artists/not-a-uuid').expect(400)).body.message).toBe('artistId must be the id of an artist');
    expect(await favoritesOf(fan.user.id)).toEqual([]);
  });
});
