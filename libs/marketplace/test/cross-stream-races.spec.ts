import { ADMIN_ENV, addSong, createPlaylist, createTestApp, fundWallet, signUp, signUpCurator, type SignedUpAccount, type TestApp, expectLedgerWhole, balanceOf, BOUNTY } from '#testing';
import type { Response } from 'supertest';

const ROUNDS = 50;
const MESSAGE = 'Would love your ears on this one.';

type Race = 'delete' | 'hide';
const removal = (artist: SignedUpAccount, songId: string, race: Race): Promise<Response> =>
  race === 'delete' ? artist.agent.delete(`/api/songs/${songId}`) : artist.agent.patch(`/api/songs/${songId}/visibility`).send({ isActive: false });

/**
 * Decision 0018: a song's hide and delete rules are decided on the song's own stream, which records
 * what holds it, so a bounty or a request racing a delete or a hide never both succeed, and no
 * coins stay reserved for a song that is gone or hidden. Each race runs in many rounds at once.
 */
describe('a song held by a bounty or a request, raced by its delete or hide', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => app.close());
  afterEach(() => expectLedgerWhole(app));

  it.each<Race>(['delete', 'hide'])('a bounty set raced by a %s of its song: exactly one succeeds, and coins are reserved only for a bounty that opened', async (race) => {
    const artist = await signUp(app);
    await fundWallet(artist.agent);
    const outcomes = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const song = await addSong(artist.agent);
        const [bounty, removed] = await Promise.all([artist.agent.post(`/api/songs/${song.id}/bounty`).send({ ...BOUNTY, reviewAmount: 10, placementAmount: 0, serviceType: 'review' }), removal(artist, song.id, race)]);
        return { song, bounty: bounty.status, removed: removed.status };
      }),
    );
    for (const { bounty, removed } of outcomes) expect([bounty === 201, removed === 200]).toEqual(bounty === 201 ? [true, false] : [false, true]);
    const opened = outcomes.filter((outcome) => outcome.bounty === 201).length;
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 10 * opened, available: 1000 - 10 * opened });
    // Every bounty that opened can be cancelled: none is stranded on a song that is gone.
    for (const { song } of outcomes.filter((outcome) => outcome.bounty === 201)) await artist.agent.delete(`/api/songs/${song.id}/bounty`).expect(200);
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 0, available: 1000 });
  }, 120_000);

  it.each<Race>(['delete', 'hide'])('a campaign request sent raced by a %s of its song: exactly one succeeds, and the price is reserved only for a request sent', async (race) => {
    const artist = await signUp(app);
    await fundWallet(artist.agent);
    const curator = await signUpCurator(app);
    const playlist = await createPlaylist(curator.agent, { reviewPrice: 10 });
    const outcomes = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const song = await addSong(artist.agent);
        const [sent, removed] = await Promise.all([
          artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 10, message: MESSAGE }),
          removal(artist, song.id, race),
        ]);
        return { sent: sent.status, removed: removed.status };
      }),
    );
    for (const { sent, removed } of outcomes) expect([sent === 201, removed === 200]).toEqual(sent === 201 ? [true, false] : [false, true]);
    const sent = outcomes.filter((outcome) => outcome.sent === 201).length;
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 10 * sent, available: 1000 - 10 * sent });
    expect((await curator.agent.get('/api/submissions/curator').expect(200)).body).toHaveLength(sent);
  }, 120_000);
});
