import { ADMIN_ENV, addSong, createPlaylist, createTestApp, fundWallet, playlistBody, priceOf, setSongVisible, signUp, signUpCurator, type TestApp, expectLedgerWhole, artistAndCurator, balanceOf } from '#testing';

const MESSAGE = 'I think this fits your late-night mood.';
const FEEDBACK = 'Lovely textures, but the vocal sits too low.';

/** Campaign requests (POST/GET/PATCH /api/submissions…): every rule, every refusal, and the money of each answer on both sides. */
describe('submissions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => app.close());
  afterEach(() => expectLedgerWhole(app));

  describe('POST /api/submissions', () => {
    it('reserves the playlist’s price and shows the request to both sides', async () => {
      const { artist, curator, song, playlist } = await artistAndCurator(app);
      const { body } = await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 25, message: `  ${MESSAGE}  ` }).expect(201);
      expect(body).toMatchObject({ status: 'pending', type: 'review', price: 25, paidAmount: 0, message: MESSAGE, reviewedAt: null, addedAt: null });
      expect(body.song).toMatchObject({ id: song.id, title: song.title, artistId: artist.user.id });
      expect(body.playlist).toMatchObject({ id: playlist.id, name: playlist.name, curatorId: curator.user.id });
      expect(typeof body.matchPercentage).toBe('string');
      expect(Date.parse(body.respondBy) - Date.parse(body.submittedAt)).toBe(7 * 86_400_000);
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 25, available: 975 });
      expect((await artist.agent.get('/api/submissions/artist').expect(200)).body.map((s: { id: string }) => s.id)).toEqual([body.id]);
      expect((await curator.agent.get('/api/submissions/curator').expect(200)).body.map((s: { id: string }) => s.id)).toEqual([body.id]);
      expect((await artist.agent.get(`/api/songs/${song.id}/submissions`).expect(200)).body.map((s: { id: string }) => s.id)).toEqual([body.id]);
      const other = await signUp(app);
      expect((await other.agent.get('/api/submissions/artist').expect(200)).body).toEqual([]);
      expect((await other.agent.get('/api/submissions/curator').expect(200)).body).toEqual([]);
      await other.agent.get(`/api/songs/${song.id}/submissions`).expect(403);
    });

    it('reserves the placement price for a placement request', async () => {
      const { artist, song, playlist } = await artistAndCurator(app, { reviewPrice: 30, placementPrice: 200 });
      const { body } = await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'placement', price: 200, message: MESSAGE }).expect(201);
      expect(body.price).toBe(200);
      expect(await balanceOf(artist)).toMatchObject({ reserved: 200, available: 800 });
    });

    it.each([
      ['an empty message', { message: '   ' }, 'Please add a message to your campaign request.'],
      ['no message', { message: undefined }, 'Please add a message to your campaign request.'],
      ['an unknown type', { type: 'feature' }, 'type must be review or placement'],
      ['a song id that is not one', { songId: 'abc' }, 'songId must be the id of a song'],
    ])('answers 400 for %s and reserves nothing', async (_case, change, message) => {
      const { artist, song, playlist } = await artistAndCurator(app);
      const response = await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 25, message: MESSAGE, ...change }).expect(400);
      expect(response.body.message).toBe(message);
      expect((await balanceOf(artist)).reserved).toBe(0);
    });

    it('answers 409 with what is needed and what is available when funds are short, and reserves nothing', async () => {
      const artist = await signUp(app);
      const curator = await signUpCurator(app);
      const song = await addSong(artist.agent);
      const playlist = await createPlaylist(curator.agent);
      const response = await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 25, message: MESSAGE }).expect(409);
      expect(response.body).toEqual({ message: 'Insufficient VibeCoins: this needs 25 VC and you have 0 VC available', needed: 25, available: 0 });
      expect((await artist.agent.get('/api/submissions/artist').expect(200)).body).toEqual([]);
    });

    it('refuses a closed playlist, a hidden song, one’s own playlist and a second pending request (409)', async () => {
      const { artist, curator, song, playlist } = await artistAndCurator(app);
      const send = (body: Record<string, string>) => artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 25, message: MESSAGE, ...body });
      const closed = await createPlaylist(curator.agent, { acceptingSubmissions: false });
      expect((await send({ playlistId: closed.id }).expect(409)).body.message).toBe('This playlist is not accepting submissions');
      await send({}).expect(201);
      expect((await send({}).expect(409)).body.message).toBe('This song is already waiting for an answer on this playlist');
      const hidden = await addSong(artist.agent, { title: 'Hidden' });
      await setSongVisible(artist.agent, hidden.id, false);
      expect((await send({ songId: hidden.id }).expect(409)).body.message).toBe('This song is hidden: show it again before sending it to curators');
      const both = await signUpCurator(app, { role: 'both' });
      await both.agent.post('/api/add-vibecoins').send({ couponCode: 'TEST-COUPON' }).expect(200);
      const own = await createPlaylist(both.agent);
      const ownSong = await addSong(both.agent);
      const response = await both.agent.post('/api/submissions').send({ songId: ownSong.id, playlistId: own.id, type: 'review', price: 25, message: MESSAGE }).expect(409);
      expect(response.body.message).toBe('You cannot send a request to your own playlist');
      expect(await balanceOf(artist)).toMatchObject({ reserved: 25 });
    });

    it('refuses another artist’s song (403), a pure curator (403), unknown songs and playlists (404), and no session (401)', async () => {
      const { artist, curator, song, playlist } = await artistAndCurator(app);
      const other = await signUp(app);
      const body = { songId: song.id, playlistId: playlist.id, type: 'review', price: 25, message: MESSAGE };
      expect((await other.agent.post('/api/submissions').send(body).expect(403)).body.message).toBe('You can only send requests for your own songs');
      expect((await curator.agent.post('/api/submissions').send(body).expect(403)).body.message).toBe('Only artists can send campaign requests');
      await artist.agent.post('/api/submissions').send({ ...body, songId: '00000000-0000-4000-8000-000000000000' }).expect(404);
      await artist.agent.post('/api/submissions').send({ ...body, playlistId: '00000000-0000-4000-8000-000000000000' }).expect(404);
      await app.agent().post('/api/submissions').send(body).expect(401);
    });

    it('charges only the price the artist was shown: a price changed since answers 409 with the new one and reserves nothing', async () => {
      const { artist, curator, song, playlist } = await artistAndCurator(app, { reviewPrice: 5 });
      await curator.agent.put(`/api/playlists/${playlist.id}`).send(playlistBody({ reviewPrice: 900 })).expect(200);
      const stale = await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 5, message: MESSAGE }).expect(409);
      expect(stale.body).toEqual({ message: 'The price of this playlist changed to 900 VC', price: 900 });
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 0, available: 1000 });
      expect((await curator.agent.get('/api/submissions/curator').expect(200)).body).toEqual([]);
      await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 900, message: MESSAGE }).expect(201);
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 900, available: 100 });
    });

    it('charges the price shown or nothing when the curator changes it at the same moment, in 50 rounds at once', async () => {
      const artist = await signUp(app);
      await fundWallet(artist.agent);
      const curator = await signUpCurator(app);
      const rounds = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const [song, playlist] = await Promise.all([addSong(artist.agent), createPlaylist(curator.agent, { reviewPrice: 10 })]);
          const [sent, changed] = await Promise.all([
            artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 10, message: MESSAGE }),
            curator.agent.put(`/api/playlists/${playlist.id}`).send(playlistBody({ reviewPrice: 15 })),
          ]);
          expect(changed.status).toBe(200);
          return sent;
        }),
      );
      // Each request was either decided before the change, at the price shown, or refused with the new price.
      for (const sent of rounds) expect(sent.status === 201 ? sent.body.price : sent.body).toEqual(sent.status === 201 ? 10 : { message: 'The price of this playlist changed to 15 VC', price: 15 });
      const charged = rounds.filter((sent) => sent.status === 201).length;
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 10 * charged, available: 1000 - 10 * charged });
      expect(((await curator.agent.get('/api/submissions/curator').expect(200)).body as { price: number }[]).map((received) => received.price)).toEqual(Array(charged).fill(10));
    }, 120_000);

    it('refuses a request without the price it was shown, or with one that is no whole number (400)', async () => {
      const { artist, song, playlist } = await artistAndCurator(app);
      const body = { songId: song.id, playlistId: playlist.id, type: 'review', message: MESSAGE };
      for (const price of [undefined, -1, 2.5, '25']) {
        const refused = await artist.agent.post('/api/submissions').send({ ...body, price }).expect(400);
        expect(refused.body.message).toBe('price must be the whole number of VC you were shown');
      }
      expect(await balanceOf(artist)).toMatchObject({ reserved: 0 });
    });

    it('accepts exactly as many of 50 requests sent at once as the coins cover, never below 0', async () => {
      const artist = await signUp(app);
      await artist.agent.post('/api/add-vibecoins').send({ couponCode: 'TEST-COUPON' }).expect(200);
      const curator = await signUpCurator(app);
      const song = await addSong(artist.agent);
      const playlists = [];
      for (let i = 0; i < 50; i++) playlists.push(await createPlaylist(curator.agent, { reviewPrice: 100, name: `List ${i}` }));
      const answers = await Promise.all(
        playlists.map((p) => artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: p.id, type: 'review', price: 100, message: MESSAGE })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(40);
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 1000, available: 0 });
      expect((await curator.agent.get('/api/submissions/curator').expect(200)).body).toHaveLength(10);
    }, 60_000);
  });

  describe('PATCH /api/submissions/{id}', () => {
    const sendAnd = async (type: 'review' | 'placement', status: string, curatorFeedback?: string) => {
      const { artist, curator, song, playlist } = await artistAndCurator(app);
      const sent = (await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type, price: priceOf(playlist, type), message: MESSAGE }).expect(201)).body;
      const answered = (await curator.agent.patch(`/api/submissions/${sent.id}`).send({ status, curatorFeedback }).expect(200)).body;
      return { artist, curator, answered, artistBalance: await balanceOf(artist), curatorBalance: await balanceOf(curator) };
    };

    it.each([
      ['review', 'reviewed', undefined, 25],
      ['review', 'added', undefined, 25],
      ['review', 'rejected', FEEDBACK, 25],
      ['review', 'rejected', 'Not for us.', 0],
      ['placement', 'added', undefined, 150],
      ['placement', 'reviewed', undefined, 25],
      ['placement', 'rejected', FEEDBACK, 25],
      ['placement', 'rejected', undefined, 0],
    ] as const)('a %s request answered %s (feedback %s) pays the curator %i VC and refunds the rest', async (type, status, feedback, paid) => {
      const price = type === 'review' ? 25 : 150;
      const { answered, artistBalance, curatorBalance } = await sendAnd(type, status, feedback);
      expect(answered).toMatchObject({ status, paidAmount: paid, refundedAmount: price - paid, curatorFeedback: feedback ?? null });
      expect(answered.reviewedAt).toEqual(expect.any(String));
      expect(answered.addedAt === null).toBe(status !== 'added');
      expect(artistBalance).toEqual({ total: 1000 - paid, reserved: 0, available: 1000 - paid });
      expect(curatorBalance).toEqual({ total: paid, reserved: 0, available: paid });
    });

    it('lets only the playlist’s curator answer, once, and only to a pending request', async () => {
      const { artist, curator, song, playlist } = await artistAndCurator(app);
      const sent = (await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 25, message: MESSAGE }).expect(201)).body;
      const stranger = await signUpCurator(app);
      expect((await stranger.agent.patch(`/api/submissions/${sent.id}`).send({ status: 'added' }).expect(403)).body.message).toBe(
        'Only the curator of the playlist can answer this request',
      );
      await artist.agent.patch(`/api/submissions/${sent.id}`).send({ status: 'added' }).expect(403);
      await curator.agent.patch(`/api/submissions/${sent.id}`).send({ status: 'approved' }).expect(400);
      await curator.agent.patch('/api/submissions/00000000-0000-4000-8000-000000000000').send({ status: 'added' }).expect(404);
      await curator.agent.patch('/api/submissions/not-an-id').send({ status: 'added' }).expect(404);
      await app.agent().patch(`/api/submissions/${sent.id}`).send({ status: 'added' }).expect(401);
      const both = await Promise.all([
        curator.agent.patch(`/api/submissions/${sent.id}`).send({ status: 'added' }),
        curator.agent.patch(`/api/submissions/${sent.id}`).send({ status: 'rejected', curatorFeedback: FEEDBACK }),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.status === 409)?.body.message).toBe('This request is no longer pending');
      expect(await balanceOf(curator)).toEqual({ total: 25, reserved: 0, available: 25 });
      expect(await balanceOf(artist)).toEqual({ total: 975, reserved: 0, available: 975 });
    });
  });

  describe('GET /api/curators/{id}/reputation', () => {
    it('counts received, answered and expired requests, and answers null rates before any answer', async () => {
      const { artist, curator, song, playlist } = await artistAndCurator(app);
      const fresh = (await artist.agent.get(`/api/curators/${curator.user.id}/reputation`).expect(200)).body;
      expect(fresh).toEqual({ curatorId: curator.user.id, received: 0, answered: 0, expired: 0, responseRate: null, medianResponseHours: null, acceptanceRate: null });
      const sent = (await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type: 'review', price: 25, message: MESSAGE }).expect(201)).body;
      const second = await createPlaylist(curator.agent, { name: 'Second' });
      await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: second.id, type: 'review', price: 25, message: MESSAGE }).expect(201);
      await curator.agent.patch(`/api/submissions/${sent.id}`).send({ status: 'added' }).expect(200);
      const after = (await artist.agent.get(`/api/curators/${curator.user.id}/reputation`).expect(200)).body;
      expect(after).toMatchObject({ received: 2, answered: 1, expired: 0, responseRate: 1, acceptanceRate: 1 });
      expect(after.medianResponseHours).toEqual(expect.any(Number));
      await artist.agent.get(`/api/curators/${artist.user.id}/reputation`).expect(404);
      // Public, as the profile it is shown on.
      expect((await app.agent().get(`/api/curators/${curator.user.id}/reputation`).expect(200)).body).toEqual(after);
    });
  });
});
