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
