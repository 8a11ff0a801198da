import { ADMIN_ENV, addSong, createTestApp, fundWallet, setSongVisible, signUp, signUpCurator, type TestApp, expectLedgerWhole, artistAndCurator, balanceOf, BOUNTY, setBounty, EVERY_OPEN_BOUNTY, eventually, playlistBody, songBody } from '#testing';

const FEEDBACK = 'Placed it in the Friday slot; great hook.';

/** Bounties and the campaigns curators run on them: every endpoint, every refusal, and the money on both sides. */
describe('bounties and campaigns', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => app.close());
  afterEach(() => expectLedgerWhole(app));

  describe('POST /api/songs/{id}/bounty', () => {
    it('reserves the total and shows the bounty on the song, the balance and the active bounties', async () => {
      const { artist, song } = await artistAndCurator(app);
      const { body } = await artist.agent.post(`/api/songs/${song.id}/bounty`).send({ ...BOUNTY, description: '  Mix notes  ' }).expect(201);
      expect(body).toMatchObject({ songId: song.id, reviewAmount: 25, placementAmount: 125, totalAmount: 150, serviceType: 'both', description: 'Mix notes' });
      expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 150, available: 850 });
      const active = (await artist.agent.get('/api/user/active-bounties').expect(200)).body;
      expect(active).toEqual([expect.objectContaining({ id: body.id, songId: song.id, songTitle: song.title, totalAmount: 150, hasCampaign: false })]);
      const songs = (await artist.agent.get(`/api/users/${artist.user.id}/songs`).expect(200)).body;
      expect(songs[0]).toMatchObject({ hasBounty: true, bounty: { reviewAmount: '25', placementAmount: '125' } });
    });

    it('sets a review-only bounty with no placement, by default both', async () => {
      const { artist, song } = await artistAndCurator(app);
      const review = await setBounty(artist, song.id, { serviceType: 'review', placementAmount: 0 });
      expect(review).toMatchObject({ serviceType: 'review', totalAmount: 25 });
      const other = await addSong(artist.agent, { title: 'Other' });
      const both = (await artist.agent.post(`/api/songs/${other.id}/bounty`).send({ reviewAmount: 10, placementAmount: 50 }).expect(201)).body;
      expect(both).toMatchObject({ serviceType: 'both', totalAmount: 60 });
    });

    it.each([
      ['a review amount off its steps', { reviewAmount: 27 }, 'The review amount must be 10 to 100 VC in steps of 5'],
      ['a placement amount over its range', { placementAmount: 325 }, 'The placement amount must be 50 to 300 VC in steps of 25'],
      ['a placement on a review-only bounty', { serviceType: 'review' }, 'A review-only bounty has a placement amount of 0'],
      ['a fractional amount', { reviewAmount: 25.5 }, 'Amounts must be whole VibeCoins'],
      ['an unknown service', { serviceType: 'placement' }, 'serviceType must be review or both'],
    ])('answers 400 for %s and reserves nothing', async (_case, change, message) => {
      const { artist, song } = await artistAndCurator(app);
      expect((await artist.agent.post(`/api/songs/${song.id}/bounty`).send({ ...BOUNTY, ...change }).expect(400)).body.message).toBe(message);
      expect((await balanceOf(artist)).reserved).toBe(0);
    });

    it('refuses another artist’s song (403), an unknown song (404), a hidden song, a second bounty and a shortfall (409)', async () => {
      const { artist, curator, song } = await artistAndCurator(app);
      expect((await curator.agent.post(`/api/songs/${song.id}/bounty`).send(BOUNTY).expect(403)).body.message).toBe('Only artists can set bounties');
      const other = await signUp(app);
      expect((await other.agent.post(`/api/songs/${song.id}/bounty`).send(BOUNTY).expect(403)).body.message).toBe('Only the artist of this song can set or cancel its bounty');
      await artist.agent.post('/api/songs/00000000-0000-4000-8000-000000000000/bounty').send(BOUNTY).expect(404);
      await artist.agent.post('/api/songs/nope/bounty').send(BOUNTY).expect(404);
      await app.agent().post(`/api/songs/${song.id}/bounty`).send(BOUNTY).expect(401);
      const hidden = await addSong(artist.agent, { title: 'Hidden' });
      await setSongVisible(artist.agent, hidden.id, false);
      expect((await artist.agent.post(`/api/songs/${hidden.id}/bounty`).send(BOUNTY).expect(409)).body.message).toBe('This song is hidden: show it again before setting a bounty');
      await setBounty(artist, song.id);
      expect((await artist.agent.post(`/api/songs/${song.id}/bounty`).send(BOUNTY).expect(409)).body.message).toBe('This song already has an active bounty');
      const poor = await signUp(app);
      const poorSong = await addSong(poor.agent);
      const short = await poor.agent.post(`/api/songs/${poorSong.id}/bounty`).send(BOUNTY).expect(409);
      expect(short.body).toEqual({ message: 'Insufficient VibeCoins: this needs 150 VC and you have 0 VC available', needed: 150, available: 0 });
      expect((await poor.agent.get('/api/user/active-bounties').expect(200)).body).toEqual([]);
      expect((await balanceOf(artist)).reserved).toBe(150);
    });
  });

  describe('DELETE /api/songs/{id}/bounty', () => {
    it('releases the whole bounty and says how much', async () => {
      const { artist, song } = await artistAndCurator(app);
      await setBounty(artist, song.id);
      expect((await artist.agent.delete(`/api/songs/${song.id}/bounty`).expect(200)).body).toEqual({ releasedAmount: 150 });
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 0, available: 1000 });
      expect((await artist.agent.get('/api/user/active-bounties').expect(200)).body).toEqual([]);
      expect((await artist.agent.delete(`/api/songs/${song.id}/bounty`).expect(404)).body.message).toBe('This song has no active bounty');
    });

    it('ends a pending campaign with it (the curator sees why, not a rejection), and is refused while a campaign is active', async () => {
      const { artist, curator, song } = await artistAndCurator(app);
      const bounty = await setBounty(artist, song.id);
      const campaign = (await curator.agent.post(`/api/bounties/${bounty.id}/claim`).expect(201)).body;
      const heldBy = async () => (await artist.agent.get('/api/user/active-bounties').expect(200)).body[0].campaignStatus;
      expect(await heldBy()).toBe('pending');
      await artist.agent.delete(`/api/songs/${song.id}/bounty`).expect(200);
      expect((await curator.agent.get('/api/campaigns').expect(200)).body.find((c: { id: string }) => c.id === campaign.id)).toMatchObject({
        status: 'expired',
        endReason: 'bounty_cancelled',
      });
      const again = await setBounty(artist, song.id);
      const second = (await curator.agent.post(`/api/bounties/${again.id}/claim`).expect(201)).body;
      await curator.agent.patch(`/api/campaigns/${second.id}`).send({ status: 'active' }).expect(200);
      expect(await heldBy()).toBe('active');
      const refused = await artist.agent.delete(`/api/songs/${song.id}/bounty`).expect(409);
      expect(refused.body.message).toBe('A curator is working on this bounty: it can be cancelled once the campaign ends');
      expect(await balanceOf(artist)).toMatchObject({ reserved: 150 });
      const other = await signUp(app);
      await other.agent.delete(`/api/songs/${song.id}/bounty`).expect(403);
    });
  });

  describe('GET /api/bounties/discover', () => {
    it('shows curators the open bounties of others with their match, filtered and sorted', async () => {
      const { artist, curator, song } = await artistAndCurator(app);
      const cheap = await setBounty(artist, song.id, { reviewAmount: 10, placementAmount: 50 });
      const other = await addSong(artist.agent, { title: 'Zebra Crossing', tagIds: [2] });
      const rich = await setBounty(artist, other.id, { reviewAmount: 100, placementAmount: 300 });
      const found = (await curator.agent.get('/api/bounties/discover?sort=highest_bounty').expect(200)).body as { id: string; totalAmount: number }[];
      const mine = found.filter((b) => [cheap.id, rich.id].includes(b.id));
      expect(mine.map((b) => b.id)).toEqual([rich.id, cheap.id]);
      expect(found.find((b) => b.id === cheap.id)).toMatchObject({
        songId: song.id,
        artistId: artist.user.id,
        songTitle: song.title,
        totalAmount: 60,
        reviewAmount: 10,
        placementAmount: 50,
        matchScore: expect.any(Number),
        estimatedPlaylists: expect.any(Number),
        tags: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 4 })],
      });
      const byTitle = (await curator.agent.get('/api/bounties/discover?search=zebra').expect(200)).body as { id: string }[];
      expect(byTitle.map((b) => b.id)).toEqual([rich.id]);
      const inRange = (await curator.agent.get('/api/bounties/discover?min=100&max=200').expect(200)).body as { id: string }[];
      expect(inRange.map((b) => b.id)).not.toContain(cheap.id);
      expect(inRange.map((b) => b.id)).not.toContain(rich.id);
      const recent = (await curator.agent.get('/api/bounties/discover?sort=most_recent').expect(200)).body as { id: string }[];
      expect(recent.filter((b) => [cheap.id, rich.id].includes(b.id)).map((b) => b.id)).toEqual([rich.id, cheap.id]);
    });

    it('answers a page of the sorted list, and statistics over every bounty the filter finds', async () => {
      const { artist, curator } = await artistAndCurator(app, { tagIds: [1, 4] });
      // Four bounties of 60, 85, 110 and 135 VC on a new artist's songs; the first two match the playlist's tags.
      const bounties: { id: string }[] = [];
      for (const [i, tagIds] of [[1, 4], [1, 4], [2], [2]].entries()) {
        const song = await addSong(artist.agent, { title: `Paged ${i}`, tagIds });
        bounties.push(await setBounty(artist, song.id, { reviewAmount: 10 + 25 * i, placementAmount: 50 }));
      }
      const search = 'search=paged';
      const all = (await curator.agent.get(`/api/bounties/discover?${search}&sort=highest_bounty`).expect(200)).body as { id: string; matchScore: number }[];
      expect(all.map((b) => b.id)).toEqual([...bounties].reverse().map((b) => b.id));
      const page = (await curator.agent.get(`/api/bounties/discover?${search}&sort=highest_bounty&limit=2&offset=1`).expect(200)).body as { id: string }[];
      expect(page.map((b) => b.id)).toEqual([bounties[2].id, bounties[1].id]);
      expect((await curator.agent.get(`/api/bounties/discover?${search}&offset=4`).expect(200)).body).toEqual([]);

      const summary = (await curator.agent.get(`/api/bounties/discover/summary?${search}&min=70`).expect(200)).body;
      const scores = all.filter((b) => b.id !== bounties[0].id).map((b) => b.matchScore);
      expect(summary).toEqual({
        available: 3,
        totalValue: 85 + 110 + 135,
        highMatches: scores.filter((score) => score >= 80).length,
        averageMatch: Math.round(scores.reduce((sum, score) => sum + score, 0) / 3),
      });
      expect(scores[scores.length - 1]).toBeGreaterThanOrEqual(80);
      expect((await curator.agent.get('/api/bounties/discover/summary?search=nothing-is-called-this').expect(200)).body).toEqual({ available: 0, totalValue: 0, highMatches: 0, averageMatch: 0 });
      expect((await curator.agent.get('/api/bounties/discover?limit=0').expect(400)).body.message).toBe('limit must be a whole number from 1 to 500');
      expect((await curator.agent.get('/api/bounties/discover?offset=-1').expect(400)).body.message).toBe('offset must be a whole number from 0');
      expect((await artist.agent.get('/api/bounties/discover/summary').expect(403)).body.message).toBe('Access Denied: You need curator privileges to discover bounties.');
    });

    it('shows each change to a bounty as soon as its request has answered, though the open bounties are kept between requests', async () => {
      const { artist, curator, song } = await artistAndCurator(app);
      const totalOf = async (): Promise<number | undefined> => {
        const page = (await curator.agent.get(EVERY_OPEN_BOUNTY).expect(200)).body as { songId: string; totalAmount: number }[];
        return page.find((bounty) => bounty.songId === song.id)?.totalAmount;
      };
      expect(await totalOf()).toBeUndefined();
      await setBounty(artist, song.id);
      expect(await totalOf()).toBe(150);
      await artist.agent.patch(`/api/songs/${song.id}/bounty`).send({ reviewAmount: 50, placementAmount: 200 }).expect(200);
      expect(await totalOf()).toBe(250);
      await artist.agent.delete(`/api/songs/${song.id}/bounty`).expect(200);
      expect(await totalOf()).toBeUndefined();
    });

    it('scores the same bounties again when the curator’s playlists change their tags or stop taking submissions', async () => {
      const { artist, curator, song, playlist } = await artistAndCurator(app);
      const bounty = await setBounty(artist, song.id);
      const scoreOf = async (): Promise<number | undefined> =>
        ((await curator.agent.get(EVERY_OPEN_BOUNTY).expect(200)).body as { id: string; matchScore: number }[]).find((b) => b.id === bounty.id)?.matchScore;
      expect(await scoreOf()).toBe(100);
      await curator.agent.put(`/api/playlists/${playlist.id}`).send(playlistBody({ tagIds: [1] })).expect(200);
      // The song's Pop (a genre, 3) and Chill (a mood, 2) against Pop alone: 70 × 3/5 + 30 × 3/3.
      expect(await eventually(scoreOf, (score) => score !== 100)).toBe(72);
      await curator.agent.put(`/api/playlists/${playlist.id}`).send(playlistBody({ tagIds: [1], acceptingSubmissions: false })).expect(200);
      expect(await eventually(scoreOf, (score) => score !== 72)).toBe(0);
    });

    it('scores a bounty again when its song’s tags change, and the others of the next open bounties as before', async () => {
      const { artist, curator, song } = await artistAndCurator(app);
      const other = await addSong(artist.agent, { title: 'Same Tags' });
      const [edited, kept] = [await setBounty(artist, song.id), await setBounty(artist, other.id)];
      const scores = async (): Promise<(number | undefined)[]> => {
        const page = (await curator.agent.get(EVERY_OPEN_BOUNTY).expect(200)).body as { id: string; matchScore: number }[];
        return [edited, kept].map(({ id }) => page.find((bounty) => bounty.id === id)?.matchScore);
      };
      expect(await scores()).toEqual([100, 100]);
      await artist.agent.put(`/api/songs/${song.id}`).send(songBody({ tagIds: [1] })).expect(200);
      // Pop alone against the playlist's Pop (a genre, 3) and Chill (a mood, 2): 70 × 3/3 + 30 × 3/5.
      expect(await eventually(scores, ([score]) => score !== 100)).toEqual([88, 100]);
    });

    it('refuses non-curators (403) and bad filters (400), and leaves out one’s own and claimed bounties', async () => {
      const { artist, curator, song } = await artistAndCurator(app);
      const bounty = await setBounty(artist, song.id);
      expect((await artist.agent.get('/api/bounties/discover').expect(403)).body.message).toBe('Access Denied: You need curator privileges to discover bounties.');
      await curator.agent.get('/api/bounties/discover?sort=cheapest').expect(400);
      await curator.agent.get('/api/bounties/discover?min=-5').expect(400);
      await app.agent().get('/api/bounties/discover').expect(401);
      const both = await signUpCurator(app, { role: 'both' });
      await fundWallet(both.agent);
      const own = await addSong(both.agent);
      const ownBounty = await setBounty(both, own.id);
      expect(((await both.agent.get(EVERY_OPEN_BOUNTY).expect(200)).body as { id: string }[]).map((b) => b.id)).not.toContain(ownBounty.id);
      await curator.agent.post(`/api/bounties/${bounty.id}/claim`).expect(201);
      expect(((await curator.agent.get(EVERY_OPEN_BOUNTY).expect(200)).body as { id: string }[]).map((b) => b.id)).not.toContain(bounty.id);
    });
  });

  describe('POST /api/bounties/{id}/claim', () => {
    it('opens a pending campaign for one of two curators claiming at once', async () => {
      const { artist, curator, song, playlist } = await artistAndCurator(app);
      const rival = await signUpCurator(app);
      const bounty = await setBounty(artist, song.id);
      const claims = await Promise.all([curator, rival].map((c) => c.agent.post(`/api/bounties/${bounty.id}/claim`)));
      expect(claims.map((c) => c.status).sort()).toEqual([201, 409]);
      expect(claims.find((c) => c.status === 409)?.body.message).toBe('This bounty is no longer open');
      const won = claims.find((c) => c.status === 201)?.body;
      expect(won).toMatchObject({ status: 'pending', bountyId: bounty.id, bountyAmount: 150, campaignType: 'both', message: BOUNTY.description });
      expect(won.artist).toMatchObject({ id: artist.user.id });
      expect(won.song).toMatchObject({ id: song.id, title: song.title });
      // The campaign is for the winner's best-matching playlist: the rival has none.
      expect(won.playlist).toEqual(claims[0].status === 201 ? expect.objectContaining({ id: playlist.id, name: playlist.name }) : null);
      expect((await artist.agent.get('/api/user/active-bounties').expect(200)).body[0].hasCampaign).toBe(true);
    });

    it('refuses non-curators and one’s own song (403), an unknown bounty (404), and a closed one (409)', async () => {
      const { artist, curator, song } = await artistAndCurator(app);
      const bounty = await setBounty(artist, song.id);
      expect((await artist.agent.post(`/api/bounties/${bounty.id}/claim`).expect(403)).body.message).toBe('Only curators can claim bounties');
      await curator.agent.post('/api/bounties/00000000-0000-4000-8000-000000000000/claim').expect(404);
      await curator.agent.post('/api/bounties/x/claim').expect(404);
      await app.agent().post(`/api/bounties/${bounty.id}/claim`).expect(401);
      const both = await signUpCurator(app, { role: 'both' });
      await fundWallet(both.agent);
      const own = await addSong(both.agent);
      const ownBounty = await setBounty(both, own.id);
      expect((await both.agent.post(`/api/bounties/${ownBounty.id}/claim`).expect(403)).body.message).toBe('You cannot claim a bounty on your own song');
      await artist.agent.delete(`/api/songs/${song.id}/bounty`).expect(200);
      await curator.agent.post(`/api/bounties/${bounty.id}/claim`).expect(409);
    });

    it('lets exactly one of a cancel and a claim racing win, and keeps the coins where they should be', async () => {
      const { artist, curator, song } = await artistAndCurator(app);
      const bounty = await setBounty(artist, song.id);
      const [cancel, claim] = await Promise.all([artist.agent.delete(`/api/songs/${song.id}/bounty`), curator.agent.post(`/api/bounties/${bounty.id}/claim`)]);
      expect(cancel.status).toBe(200);
      // Either the claim came first (and the cancel closed its pending campaign) or the cancel did (and the claim was refused).
      expect([201, 409]).toContain(claim.status);
      expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 0, available: 1000 });
      expect(await balanceOf(curator)).toEqual({ total: 0, reserved: 0, available: 0 });
    });
  });

  describe('GET and PATCH /api/campaigns', () => {
    const claimed = async (body: Record<string, unknown> = {}) => {
      const { artist, curator, song } = await artistAndCurator(app);
      const bounty = await setBounty(artist, song.id, body);
      const campaign = (await curator.agent.post(`/api/bounties/${bounty.id}/claim`).expect(201)).body as { id: string };
      return { artist, curator, song, bounty, campaign };
    };

    it.each([
      ['placed', 150],
      ['reviewed', 25],
    ] as const)('completing as %s pays the curator %i VC and returns the rest to the artist; the bounty closes', async (outcome, paid) => {
      const { artist, curator, campaign } = await claimed();
      await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'active' }).expect(200);
      const done = (await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'completed', outcome, curatorFeedback: FEEDBACK }).expect(200)).body;
      expect(done).toMatchObject({ status: 'completed', outcome, paidAmount: paid, curatorFeedback: FEEDBACK });
      expect(await balanceOf(artist)).toEqual({ total: 1000 - paid, reserved: 0, available: 1000 - paid });
      expect(await balanceOf(curator)).toEqual({ total: paid, reserved: 0, available: paid });
      expect((await artist.agent.get('/api/user/active-bounties').expect(200)).body).toEqual([]);
      const history = (await curator.agent.get('/api/wallet/transactions').expect(200)).body.items;
      expect(history[0]).toMatchObject({ kind: 'payout-received', cause: 'bounty', amount: paid, campaignId: campaign.id });
      const artistHistory = (await artist.agent.get('/api/wallet/transactions').expect(200)).body.items as { kind: string; amount: number }[];
      // Paid out of the reservation, the rest (if any) released; a release of nothing is not listed.
      expect(artistHistory.map((t) => [t.kind, t.amount])).toEqual([
        ...(paid < 150 ? [['release', 150 - paid]] : []),
        ['payout', paid],
        ['reserve', 150],
        ['credit', 1000],
      ]);
    });

    it('a rejection (with feedback) opens the bounty to others again', async () => {
      const { artist, curator, bounty, campaign } = await claimed();
      expect((await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'rejected' }).expect(400)).body.message).toBe(
        'Please say why you are rejecting this campaign',
      );
      const rejected = (await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'rejected', curatorFeedback: 'Not my genre.' }).expect(200)).body;
      expect(rejected).toMatchObject({ status: 'rejected', curatorFeedback: 'Not my genre.' });
      const next = await signUpCurator(app);
      await next.agent.post(`/api/bounties/${bounty.id}/claim`).expect(201);
      expect(await balanceOf(artist)).toMatchObject({ reserved: 150 });
    });

    it('the artist reads the campaigns on their bounties, newest first, with the feedback they paid for; nobody else sees them', async () => {
      const { artist, curator, bounty, campaign } = await claimed();
      await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'rejected', curatorFeedback: 'Not my genre.' }).expect(200);
      const next = await signUpCurator(app);
      const second = (await next.agent.post(`/api/bounties/${bounty.id}/claim`).expect(201)).body as { id: string };
      await next.agent.patch(`/api/campaigns/${second.id}`).send({ status: 'active' }).expect(200);
      await next.agent.patch(`/api/campaigns/${second.id}`).send({ status: 'completed', outcome: 'reviewed', curatorFeedback: FEEDBACK }).expect(200);
      const seen = (await artist.agent.get('/api/user/bounty-campaigns').expect(200)).body as Record<string, unknown>[];
      expect(seen.map(({ id, status, curatorFeedback, paidAmount }) => ({ id, status, curatorFeedback, paidAmount }))).toEqual([
        { id: second.id, status: 'completed', curatorFeedback: FEEDBACK, paidAmount: 25 },
        { id: campaign.id, status: 'rejected', curatorFeedback: 'Not my genre.', paidAmount: 0 },
      ]);
      expect((await curator.agent.get('/api/user/bounty-campaigns').expect(200)).body).toEqual([]);
      expect((await (await signUp(app)).agent.get('/api/user/bounty-campaigns').expect(200)).body).toEqual([]);
      // Another artist with a campaign of their own sees only theirs.
      const other = await claimed();
      expect(((await other.artist.agent.get('/api/user/bounty-campaigns').expect(200)).body as { id: string }[]).map((c) => c.id)).toEqual([other.campaign.id]);
      await app.agent().get('/api/user/bounty-campaigns').expect(401);
    });

    it('lists the curator’s campaigns, refusing non-curators; only the campaign’s curator may update it, as the rules allow', async () => {
      const { artist, curator, campaign } = await claimed({ serviceType: 'review', placementAmount: 0 });
      expect(((await curator.agent.get('/api/campaigns').expect(200)).body as { id: string }[]).map((c) => c.id)).toEqual([campaign.id]);
      expect((await artist.agent.get('/api/campaigns').expect(403)).body.message).toBe('Access Denied: You need curator privileges to access campaign management.');
      const stranger = await signUpCurator(app);
      expect((await stranger.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'active' }).expect(403)).body.message).toBe(
        'Only the curator of this campaign can update it',
      );
      await curator.agent.patch('/api/campaigns/00000000-0000-4000-8000-000000000000').send({ status: 'active' }).expect(404);
      await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'done' }).expect(400);
      const placed = await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'completed', outcome: 'placed', curatorFeedback: FEEDBACK }).expect(400);
      expect(placed.body.message).toBe('Only a bounty for review and placement can be completed as placed');
      await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'completed', outcome: 'reviewed' }).expect(400);
      await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'active' }).expect(200);
      expect((await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'active' }).expect(409)).body.message).toBe('This campaign is already active');
      await app.agent().get('/api/campaigns').expect(401);
    });

    it('pays once when the completion is sent twice at once', async () => {
      const { artist, curator, campaign } = await claimed();
      const completions = await Promise.all(
        [1, 2].map(() => curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'completed', outcome: 'placed', curatorFeedback: FEEDBACK })),
      );
      expect(completions.map((c) => c.status).sort()).toEqual([200, 409]);
      expect(await balanceOf(curator)).toEqual({ total: 150, reserved: 0, available: 150 });
      expect(await balanceOf(artist)).toEqual({ total: 850, reserved: 0, available: 850 });
    });
  });
});
