import { randomUUID } from 'node:crypto';
import {
  ADMIN_ENV,
  addSong,
  type Agent,
  answered,
  createPlaylist,
  createTestApp,
  fundWallet,
  signInAdmin,
  signUp,
  signUpCurator,
  type SignedUpAccount,
  songBody,
  type TestApp,
  eventually,
  setBounty,
} from '#testing';

/** Rounds of reads and writes beside the rebuilds: on until every rebuild is done and at least this many, at most the bound. */
const MIN_ROUNDS = 10;
const MAX_ROUNDS = 150;

interface ProjectionStatus {
  readonly name: string;
  readonly status: string;
  readonly rebuild: { readonly state: string } | null;
}

/** A user of the set whose answers are compared, and their songs. */
interface Member {
  readonly account: SignedUpAccount;
  readonly songIds: readonly string[];
}

/**
 * Rebuild every read model while the app serves: a bounded loop of reads (of a set of users, which
 * nothing changes meanwhile) and writes (of another user) runs beside the rebuilds. Nothing answers
 * 5xx, every write succeeds, every read equals what it was before, and so does everything after.
 * The loop runs back to back from before the first rebuild starts until the last is swapped in, so
 * requests are in flight through every replay and every swap.
 */
describe('rebuilding every projection under load', () => {
  let t: TestApp;
  let admin: Agent;
  const members: Member[] = [];
  let loader: SignedUpAccount;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...ADMIN_ENV } });
    admin = await signInAdmin(t);
    const curators = [await signUpCurator(t), await signUpCurator(t, { role: 'both' })];
    const playlists = [];
    for (const curator of curators) {
      playlists.push(await createPlaylist(curator.agent, { reviewPrice: 10, tagIds: [1, 4] }));
      playlists.push(await createPlaylist(curator.agent, { name: 'Deep Focus', tagIds: [2, 4, 7] }));
      members.push({ account: curator, songIds: [] });
    }
    for (let i = 0; i < 3; i++) {
      const artist = await signUp(t, { profile: { displayName: `Artist ${i}`, location: 'Lisbon' } });
      await fundWallet(artist.agent);
      const songs = [await addSong(artist.agent, { title: `First ${i}`, tagIds: [1, 4] }), await addSong(artist.agent, { title: `Second ${i}`, tagIds: [2, 7] })];
      await setBounty(artist, songs[0].id);
      await artist.agent
        .post('/api/submissions')
        .send({ songId: songs[1].id, playlistId: playlists[0].id, type: 'review', price: 10, message: 'Would love your ears on this.' })
        .expect(answered(201));
      members.push({ account: artist, songIds: songs.map((song) => song.id) });
    }
    loader = await signUp(t);
  }, 120_000);
  afterAll(() => t.close());

  /** Everything the app answers about a member: profile, songs, playlists, coins, history, matching, requests, bounties. */
  const answersFor = async ({ account, songIds }: Member): Promise<Record<string, unknown>> => {
    const id = account.user.id;
    const reads: Record<string, string> = {
      profile: `/api/users/${id}`,
      songs: `/api/users/${id}/songs`,
      playlists: `/api/users/${id}/playlists`,
      me: '/api/auth/user',
      balance: '/api/user/balance',
      history: '/api/wallet/transactions',
      sent: '/api/submissions/artist',
      received: '/api/submissions/curator',
      bounties: '/api/user/active-bounties',
      search: '/api/search/playlists?q=Deep',
      ...Object.fromEntries(songIds.map((songId) => [`matching ${songId}`, `/api/songs/${songId}/matching-playlists`])),
    };
    const answers: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(reads)) {
      const response = await account.agent.get(path);
      answers[name] = { status: response.status, body: response.body as unknown };
    }
    return answers;
  };
  const everyonesAnswers = async () => Promise.all(members.map(answersFor));

  /** Writes of a user outside the compared set, by name: none of them changes a member's answers. */
  const writes = (round: number) => ({
    'add a song': loader.agent.post('/api/songs').send(songBody({ title: `Load ${round}`, tagIds: [3] })),
    'edit the profile': loader.agent.patch('/api/users/profile').send({ displayName: `Loader ${round}` }),
    'buy coins': loader.agent.post('/api/vibecoins/purchases').set('Idempotency-Key', randomUUID()).send({ packageId: 'pack-5' }),
    'record a visit': t.agent().post('/api/analytics/page-visit').send({ page: `/load/${round}` }),
  });

  const projections = async (): Promise<ProjectionStatus[]> => (await admin.get('/api/admin/projections').expect(200)).body as ProjectionStatus[];
  const allRebuilt = (all: readonly ProjectionStatus[]) => all.every((p) => p.rebuild?.state === 'done' && p.status === 'live');

  it('keeps answering, writes and reads alike, and answers the same afterwards', async () => {
    const before = await everyonesAnswers();
    const names = (await projections()).map((p) => p.name);
    expect(names.length).toBeGreaterThanOrEqual(10);

    const serverErrors: string[] = [];
    const failedWrites: string[] = [];
    let rounds = 0;
    let rebuilt = false;
    /** Rounds back to back from before the first rebuild starts until after the last is swapped in (within the bound). */
    const load = async (): Promise<void> => {
      while (rounds < MAX_ROUNDS && !(rebuilt && rounds >= MIN_ROUNDS)) {
        const member = rounds % members.length;
        const pending = Object.entries(writes(rounds++));
        const [answers, ...written] = await Promise.all([answersFor(members[member]), ...pending.map(([, request]) => request)]);
        expect(answers).toEqual(before[member]);
        written.forEach(({ status }, i) => {
          if (status >= 500) serverErrors.push(`${pending[i][0]}: ${status}`);
          else if (status >= 300) failedWrites.push(`${pending[i][0]}: ${status}`);
        });
      }
    };
    const rebuildAll = async (): Promise<void> => {
      for (const name of names) await admin.post(`/api/admin/projections/${name}/rebuild`).expect(202);
      rebuilt = allRebuilt(await eventually(projections, allRebuilt, 60_000));
    };
    await Promise.all([load(), rebuildAll()]);

    expect({ rebuilt, withinBound: rounds < MAX_ROUNDS }).toEqual({ rebuilt: true, withinBound: true });
    expect({ serverErrors, failedWrites }).toEqual({ serverErrors: [], failedWrites: [] });
    expect(await everyonesAnswers()).toEqual(before);
    // The loader's writes reached the rebuilt read models too.
    const loaderSongs = (await loader.agent.get(`/api/users/${loader.user.id}/songs`).expect(200)).body as unknown[];
    expect(loaderSongs).toHaveLength(rounds);
  }, 300_000);
});
