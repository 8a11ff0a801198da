import { randomUUID } from 'node:crypto';
import { bountiesStream } from '#marketplace';
import {
  ADMIN_ENV, addSong, appendEvents, artistAndCurator, balanceOf, BOUNTY, createTestApp, eventually, expectLedgerWhole, setBounty, signUp, signUpCurator, type SignedUpAccount, type TestApp, EVERY_OPEN_BOUNTY } from '#testing';
import { walletStream } from '#wallet';

const ROUNDS = 50;
const HIGHER = { reviewAmount: 50, placementAmount: 200, description: 'New mix, louder chorus.', serviceType: 'both' } as const;

interface ActiveBounty {
  readonly id: string;
  readonly reviewAmount: number;
  readonly placementAmount: number;
  readonly totalAmount: number;
  readonly description: string | null;
}

const activeBounties = async (artist: SignedUpAccount): Promise<ActiveBounty[]> => (await artist.agent.get('/api/user/active-bounties').expect(200)).body as ActiveBounty[];
const editBounty = (artist: SignedUpAccount, songId: string, body: Record<string, unknown> = HIGHER) => artist.agent.patch(`/api/songs/${songId}/bounty`).send(body);

/** Edit Bounty (spec 2.6): new terms for an open, unclaimed bounty; the difference of its total is reserved or released at once. */
describe('changing a bounty’s terms', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => app.close());

  it('reserves the difference of a higher total and releases the difference of a lower one, showing the new terms everywhere', async () => {
    const { artist, curator, song } = await artistAndCurator(app);
    const bounty = await setBounty(artist, song.id);
    const raised = (await editBounty(artist, song.id).expect(200)).body as ActiveBounty;
    expect(raised).toMatchObject({ id: bounty.id, reviewAmount: 50, placementAmount: 200, totalAmount: 250, description: 'New mix, louder chorus.' });
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 250, available: 750 });
    expect(await activeBounties(artist)).toMatchObject([{ id: bounty.id, totalAmount: 250 }]);
    const discovered = (await curator.agent.get(EVERY_OPEN_BOUNTY).expect(200)).body as { id: string; reviewAmount: number }[];
    expect(discovered.find((found) => found.id === bounty.id)).toMatchObject({ reviewAmount: 50 });

    await editBounty(artist, song.id, { reviewAmount: 10, placementAmount: 0, serviceType: 'review' }).expect(200);
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 10, available: 990 });
    const history = (await artist.agent.get('/api/wallet/transactions').expect(200)).body.items as { kind: string; amount: number; releaseReason: string | null }[];
    // Newest first: the move to 10 VC, then the move to 250, then the bounty's first reservation.
    expect(history.map(({ kind, amount, releaseReason }) => [kind, amount, releaseReason])).toEqual([
      ['reserve', 10, null], ['release', 250, 'replaced'], ['reserve', 250, null], ['release', 150, 'replaced'], ['reserve', 150, null], ['credit', 1000, null],
    ]);
    // The curator who claims it now earns what it says now.
    const campaign = (await curator.agent.post(`/api/bounties/${bounty.id}/claim`).expect(201)).body;
    expect(campaign).toMatchObject({ reviewAmount: 10, placementAmount: 0 });
    await expectLedgerWhole(app);
  });

  it('refuses a total the artist cannot cover, with what it needs and what is available, and changes nothing', async () => {
    const { artist, song } = await artistAndCurator(app);
    const [second, third] = await Promise.all([addSong(artist.agent), addSong(artist.agent)]);
    await setBounty(artist, song.id);
    await setBounty(artist, second.id, { reviewAmount: 100, placementAmount: 300 });
    await setBounty(artist, third.id, { reviewAmount: 100, placementAmount: 300 });
    const refused = await editBounty(artist, song.id, { reviewAmount: 100, placementAmount: 300 }).expect(409);
    expect(refused.body).toMatchObject({ message: 'Insufficient VibeCoins: this needs 250 VC and you have 50 VC available', needed: 250, available: 50 });
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 950, available: 50 });
    expect((await activeBounties(artist)).find((b) => b.totalAmount === 150)).toMatchObject({ reviewAmount: 25, placementAmount: 125 });
    // The refusal held nothing back: the next change goes through.
    await editBounty(artist, song.id, { reviewAmount: 100, placementAmount: 100 }).expect(200);
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 1000, available: 0 });
    await expectLedgerWhole(app);
  });

  it('refuses a claimed bounty, another artist, a curator, no bounty and terms out of range, changing nothing', async () => {
    const { artist, curator, song } = await artistAndCurator(app);
    const bounty = await setBounty(artist, song.id);
    const stranger = await signUp(app);
    const playlistCurator = await signUpCurator(app);
    await editBounty(stranger, song.id).expect(403);
    expect((await editBounty(playlistCurator, song.id).expect(403)).body.message).toBe('Only artists can set bounties');
    expect((await editBounty(artist, song.id, { ...HIGHER, reviewAmount: 7 }).expect(400)).body.message).toMatch(/review amount must be 10 to 100/);
    expect((await editBounty(artist, song.id, { ...HIGHER, reviewAmount: '50' }).expect(400)).body.message).toMatch(/whole VibeCoins/);
    await editBounty(artist, 'not-a-song').expect(404);
    const bare = await addSong(artist.agent);
    expect((await editBounty(artist, bare.id).expect(404)).body.message).toBe('This song has no active bounty');
    await app.agent().patch(`/api/songs/${song.id}/bounty`).send(HIGHER).expect(401);

    await curator.agent.post(`/api/bounties/${bounty.id}/claim`).expect(201);
    expect((await editBounty(artist, song.id).expect(409)).body.message).toBe('A curator has claimed this bounty: it cannot be changed while their campaign is under way');
    expect(await balanceOf(artist)).toEqual({ total: 1000, reserved: 150, available: 850 });
  });

  it(`never lets a claim and a change both see different terms, nor a cancel leave coins held (${ROUNDS} races of each)`, async () => {
    const { artist, curator } = await artistAndCurator(app);
    for (let round = 0; round < ROUNDS; round += 1) {
      const song = await addSong(artist.agent, { title: `Race ${round}` });
      const bounty = await setBounty(artist, song.id, { reviewAmount: 10, placementAmount: 50 });
      const newReview = 15 + 5 * (round % 3);
      const [claim, edit, cancel] = await Promise.all([
        curator.agent.post(`/api/bounties/${bounty.id}/claim`),
        editBounty(artist, song.id, { ...BOUNTY, reviewAmount: newReview }),
        round % 2 === 0 ? artist.agent.delete(`/api/songs/${song.id}/bounty`) : null,
      ]);
      expect([201, 409]).toContain(claim.status);
      expect([200, 404, 409]).toContain(edit.status);
      expect([200, 409]).toContain(cancel?.status ?? 200);
      if (claim.status === 201) {
        // A claim holds the terms it was shown: the new ones only when the change came first, for a change after it is refused.
        const terms = edit.status === 200 ? { reviewAmount: newReview, placementAmount: 125 } : { reviewAmount: 10, placementAmount: 50 };
        expect(claim.body).toMatchObject(terms);
        const rejection = curator.agent.patch(`/api/campaigns/${claim.body.id}`).send({ status: 'rejected', curatorFeedback: 'Not this week.' });
        if (cancel?.status === 200) {
          // Both won, so the cancel came after the claim: the pending campaign ended with its bounty.
          expect((await rejection.expect(409)).body.message).toBe('This campaign is already expired');
        } else {
          await rejection.expect(200);
        }
      }
      await artist.agent.delete(`/api/songs/${song.id}/bounty`);
      // Whatever won, once the bounty ends nothing of it stays reserved.
      expect(await eventually(() => balanceOf(artist), (b) => b.reserved === 0)).toEqual({ total: 1000, reserved: 0, available: 1000 });
    }
    await expectLedgerWhole(app);
  }, 300_000);

  it('moves the coins back to the terms shown when the wallet moved them after the change was refused', async () => {
    const { artist, song } = await artistAndCurator(app);
    const bounty = await setBounty(artist, song.id);
    const ref = { bountyId: bounty.id, songId: song.id, artistId: artist.user.id };
    const changeId = randomUUID();
    const cause = { kind: 'bounty', bountyId: bounty.id, songId: song.id, campaignId: null };
    // A retry's wallet step that landed after the request had recorded the refusal: 400 VC held for a bounty that shows 150.
    await appendEvents(app, walletStream(artist.user.id), [
      { type: 'ReservationReleased', data: { userId: artist.user.id, reservationId: bounty.id, amount: 150, reason: 'replaced', cause, totalAfter: 1000, reservedAfter: 0 } },
      { type: 'CoinsReserved', data: { userId: artist.user.id, reservationId: changeId, amount: 400, cause, totalAfter: 1000, reservedAfter: 400 } },
    ]);
    const terms = { reviewAmount: 100, placementAmount: 300, serviceType: 'both', description: null };
    await appendEvents(app, bountiesStream(song.id), [
      { type: 'BountyChangeRequested', data: { ...ref, ...terms, changeId, reservationId: changeId, fromReservationIds: [bounty.id], amount: 400 } },
      { type: 'BountyChangeRefused', data: { ...ref, changeId, needed: 250, available: 100, restoredReservationId: `${changeId}.restored`, amount: 150 } },
    ]);
    expect(await eventually(() => balanceOf(artist), (b) => b.reserved === 150)).toEqual({ total: 1000, reserved: 150, available: 850 });
    expect(await activeBounties(artist)).toMatchObject([{ id: bounty.id, totalAmount: 150 }]);
    await artist.agent.delete(`/api/songs/${song.id}/bounty`).expect(200);
    expect(await eventually(() => balanceOf(artist), (b) => b.reserved === 0)).toEqual({ total: 1000, reserved: 0, available: 1000 });
    await expectLedgerWhole(app);
  });
});
