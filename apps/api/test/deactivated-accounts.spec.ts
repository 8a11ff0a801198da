import { randomUUID } from 'node:crypto';
import { ADMIN_ENV, addSong, type Agent, createTestApp, signIn, signInAdmin, type TestApp, expectLedgerWhole, artistAndCurator, balanceOf, setBounty, EVERY_OPEN_BOUNTY } from '#testing';

/**
 * Accounts an admin deactivated (decision 0013). A curator's playlists leave playlist search and
 * MatchMe, their reputation answers 404 as their other public pages do, and new requests to them
 * are refused before anything is reserved; requests already pending stay as they are. An
 * artist's open bounties leave bounty discovery and cannot be claimed (404), their money kept in
 * escrow. All of it until an admin reactivates the account. A curator an admin made an artist
 * only is treated as a deactivated curator, until they are a curator again.
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
    const send = (songId = song.id) => artist.agent.post('/api/submissions').send({ songId, playlistId: playlist.id, type: 'review', price: 25, message: MESSAGE });
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

describe('a curator an admin made an artist only', () => {
  it('has their playlist left out of search and MatchMe, and refuses new requests without charging, until a curator again', async () => {
    const name = `Numbat ${randomUUID().slice(0, 8)}`;
    const { artist, curator, song, playlist } = await artistAndCurator(t, { name, tagIds: [1, 4] });
    // Whether search by name and MatchMe list this playlist (other tests' playlists share its tags).
    const found = async () => [
      idsOf((await t.agent().get('/api/search/playlists').query({ q: name }).expect(200)).body),
      idsOf((await artist.agent.get(`/api/songs/${song.id}/matching-playlists`).expect(200)).body).filter((id) => id === playlist.id),
    ];
    const send = () => artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 25, message: MESSAGE });
    const setRole = (role: string) => admin.patch(`/api/admin/users/${curator.user.id}/role`).send({ role }).expect(200);

    await setRole('artist');
    expect(await found()).toEqual([[], []]);
    expect((await send().expect(409)).body.message).toBe(UNAVAILABLE);
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 0, available: 1000 });

    await setRole('both');
    expect(await found()).toEqual([[playlist.id], [playlist.id]]);
    await send().expect(201);
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 25, available: 975 });
  });
});

describe('a deactivated artist', () => {
  it('has their bounty left out of discovery and refused to a claim, its money kept in escrow, until reactivated', async () => {
    const { artist, curator, song } = await artistAndCurator(t);
    const bounty = await setBounty(artist, song.id);
    const discovered = async () => idsOf((await curator.agent.get(EVERY_OPEN_BOUNTY).expect(200)).body);
    expect(await discovered()).toContain(bounty.id);

    await setActive(artist.user.id, false);
    expect(await discovered()).not.toContain(bounty.id);
    expect((await curator.agent.post(`/api/bounties/${bounty.id}/claim`).expect(404)).body.message).toBe('Bounty not found');
    expect((await curator.agent.get('/api/campaigns').expect(200)).body).toEqual([]);

    await setActive(artist.user.id, true);
    expect(await discovered()).toContain(bounty.id);
    await curator.agent.post(`/api/bounties/${bounty.id}/claim`).expect(201);
    // The deactivation signed the artist out; their 150 VC stayed reserved for the bounty throughout.
    const again = await signIn(t, artist);
    expect((await again.get('/api/user/balance').expect(200)).body).toEqual({ total: 1000, reserved: 150, available: 850 });
  });
});
