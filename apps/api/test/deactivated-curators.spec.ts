import { randomUUID } from 'node:crypto';
import { ADMIN_ENV, addSong, type Agent, createTestApp, signInAdmin, type TestApp } from '#testing';
import { expectLedgerWhole } from './support/ledger.js';
import { artistAndCurator, balanceOf } from './support/marketplace.js';

/**
 * A curator an admin deactivated (decision 0013): their playlists leave playlist search and
 * MatchMe, their reputation answers 404 as their other public pages do, and new requests to
 * them are refused before anything is reserved, until an admin
 * reactivates the account. Requests already pending stay as they are.
 */
const MESSAGE = 'I think this fits your late-night mood.';
const UNAVAILABLE = 'This curator is not accepting requests right now';

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ env: ADMIN_ENV });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => expectLedgerWhole(t));

const setActive = (userId: string, isActive: boolean) => admin.patch(`/api/admin/users/${userId}`).send({ isActive }).expect(200);
const idsOf = (body: { id: string }[]) => body.map((item) => item.id);

describe('a deactivated curator', () => {
  it('has their playlist left out of search and MatchMe, and refuses new requests without charging, until reactivated', async () => {
    // A name of this test's own, so that search by name finds this playlist only; tags 1 and 4, the song's.
    const name = `Quokka ${randomUUID().slice(0, 8)}`;
    const { artist, curator, song, playlist } = await artistAndCurator(t, { name, tagIds: [1, 4] });
    const byName = async () => idsOf((await t.agent().get('/api/search/playlists').query({ q: name }).expect(200)).body);
    const byTags = async () => idsOf((await t.agent().get('/api/search/playlists').query({ tags: '1,4' }).expect(200)).body);
    const matches = async () => idsOf((await artist.agent.get(`/api/songs/${song.id}/matching-playlists`).expect(200)).body);
    const reputation = () => artist.agent.get(`/api/curators/${curator.user.id}/reputation`);
    const send = (songId = song.id) => artist.agent.post('/api/submissions').send({ songId, playlistId: playlist.id, type: 'review', message: MESSAGE });
    expect([await byName(), await byTags(), await matches()]).toEqual([[playlist.id], [playlist.id], [playlist.id]]);
    // Sent before the deactivation: stays pending, its 25 VC in escrow, and expires as any other would.
    const earlier = (await send((await addSong(artist.agent)).id).expect(201)).body as { id: string };

    await setActive(curator.user.id, false);
    expect([await byName(), await byTags(), await matches()]).toEqual([[], [], []]);
    // Their public pages are gone (0013), the reputation shown beside their playlists too.
    expect((await reputation().expect(404)).body.message).toBe('Curator not found');
    const refused = await send().expect(409);
    expect(refused.body.message).toBe(UNAVAILABLE);
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 25, available: 975 });
    const sent = (await artist.agent.get('/api/submissions/artist').expect(200)).body as { id: string; status: string }[];
    expect(sent.map(({ id, status }) => [id, status])).toEqual([[earlier.id, 'pending']]);

    await setActive(curator.user.id, true);
    expect([await byName(), await byTags(), await matches()]).toEqual([[playlist.id], [playlist.id], [playlist.id]]);
    await send().expect(201);
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 50, available: 950 });
    await reputation().expect(200);
  });
});
