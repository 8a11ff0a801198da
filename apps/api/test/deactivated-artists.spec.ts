import { ADMIN_ENV, type Agent, createTestApp, signIn, signInAdmin, type TestApp } from '#testing';
import { expectLedgerWhole } from './support/ledger.js';
import { artistAndCurator, setBounty } from './support/marketplace.js';

/**
 * An artist an admin deactivated (decision 0013): their open bounties leave bounty discovery and
 * cannot be claimed (404, as their other pages), until an admin reactivates the account. The
 * money reserved for them stays where it is.
 */
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

describe('a deactivated artist', () => {
  it('has their bounty left out of discovery and refused to a claim, its money kept in escrow, until reactivated', async () => {
    const { artist, curator, song } = await artistAndCurator(t);
    const bounty = await setBounty(artist, song.id);
    const discovered = async () => ((await curator.agent.get('/api/bounties/discover').expect(200)).body as { id: string }[]).map(({ id }) => id);
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
