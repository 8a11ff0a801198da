import { ADMIN_ENV, addSong, createTestApp, createPlaylist, priceOf, type TestApp, eventually, expectLedgerWhole, artistAndCurator, setBounty } from '#testing';

const MESSAGE = 'Would love your ears on this one.';

/**
 * A song's bounty and campaign requests: the song shows them (spec section 3: hasBounty, bounty,
 * submissions with status), and its rules refuse hiding or deleting it while they hold it, as the
 * song's own stream records (decision 0018).
 */
describe("a song's bounty and requests", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => app.close());
  afterEach(() => expectLedgerWhole(app));

  it('shows a funded bounty on the song and refuses to hide or delete it until the bounty closes', async () => {
    const { artist, song } = await artistAndCurator(app);
    const { agent, user } = artist;
    await setBounty(artist, song.id, { description: 'Tell me about the mix' });
    const shown = async () => (await agent.get(`/api/users/${user.id}/songs`).expect(200)).body[0];
    expect((await eventually(shown, (s) => s.hasBounty)).bounty).toMatchObject({ reviewAmount: '25', placementAmount: '125', description: 'Tell me about the mix' });
    const hide = await agent.patch(`/api/songs/${song.id}/visibility`).send({ isActive: false }).expect(409);
    expect(hide.body).toMatchObject({ canHide: false, reason: 'active_bounty', bountyAmount: 150 });
    expect((await agent.delete(`/api/songs/${song.id}`).expect(409)).body.message).toBe('Cannot delete song with an active bounty. Cancel the bounty first.');

    await agent.delete(`/api/songs/${song.id}/bounty`).expect(200);
    expect((await eventually(shown, (s) => !s.hasBounty)).bounty).toBeNull();
    await agent.patch(`/api/songs/${song.id}/visibility`).send({ isActive: false }).expect(200);
  });

  it('lists its requests with their status, and refuses to delete it while one is pending', async () => {
    const { artist, curator, song, playlist: first } = await artistAndCurator(app);
    const second = await createPlaylist(curator.agent);
    const send = (playlist: typeof first, type: 'review' | 'placement') =>
      artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type, price: priceOf(playlist, type), message: MESSAGE }).expect(201);
    const sent = [(await send(first, 'review')).body.id, (await send(second, 'placement')).body.id];
    const shown = async () => (await artist.agent.get(`/api/users/${artist.user.id}/songs`).expect(200)).body[0];
    expect((await eventually(shown, (s) => s.submissions.length === 2)).submissions).toHaveLength(2);
    expect((await artist.agent.delete(`/api/songs/${song.id}`).expect(409)).body.message).toBe('Cannot delete song with pending submissions. Wait for curator responses first.');

    await curator.agent.patch(`/api/submissions/${sent[0]}`).send({ status: 'reviewed', curatorFeedback: 'A fine mix, well balanced.' }).expect(200);
    await artist.agent.delete(`/api/songs/${song.id}`).expect(409);
    await curator.agent.patch(`/api/submissions/${sent[1]}`).send({ status: 'rejected', curatorFeedback: 'Not for this playlist, sorry.' }).expect(200);
    const statuses = (await eventually(shown, (s) => s.submissions.every((sub: { status: string }) => sub.status !== 'pending'))).submissions;
    expect(statuses.map((sub: { status: string }) => sub.status).sort()).toEqual(['rejected', 'reviewed']);
    // How curators answered is the artist's own business: the curator and a visitor see the song without it.
    for (const viewer of [curator.agent, app.agent()]) {
      expect((await viewer.get(`/api/users/${artist.user.id}/songs`).expect(200)).body[0]).toMatchObject({ id: song.id, submissions: [] });
    }
    await artist.agent.delete(`/api/songs/${song.id}`).expect(200);
  });

  it('puts songs waiting on a curator first for their artist only: for others the list does not tell which are', async () => {
    const { artist, curator, song, playlist } = await artistAndCurator(app);
    const first = await addSong(artist.agent, { title: `0 First by title ${song.title}` });
    await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: priceOf(playlist, 'review'), message: MESSAGE }).expect(201);
    const order = async (viewer: typeof artist.agent) => ((await viewer.get(`/api/users/${artist.user.id}/songs`).expect(200)).body as { id: string }[]).map((s) => s.id);
    expect(await eventually(() => order(artist.agent), (ids) => ids[0] === song.id)).toEqual([song.id, first.id]);
    expect(await order(curator.agent)).toEqual([first.id, song.id]);
    expect(await order(app.agent())).toEqual([first.id, song.id]);
  });
});
