import { ADMIN_ENV, artistAndCurator, createTestApp, eventually, expectLedgerWhole, restartApp, setBounty, signIn, STILL_SHOWING, type SignedUpAccount, type TestApp } from '#testing';

/**
 * A write whose read models do not catch up within the bounded wait (here: no worker runs the
 * projections) answers 503 with Retry-After and says the change is saved, never the row as it
 * stood before the write (a campaign that is not there yet answered as an empty 201, against the
 * OpenAPI document). Once the projections run, the change shows, and it was made once.
 */
describe('a write whose read models lag', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => app.close());

  const restart = async (env: Record<string, string> = {}) => void (app = await restartApp(app, { ...ADMIN_ENV, ...env }));
  const again = (account: SignedUpAccount) => signIn(app, account);

  it('answers a claim 503 "saved, taking longer to show", then shows the one campaign it made once the projections run', async () => {
    const { artist, curator, song } = await artistAndCurator(app);
    const bounty = await setBounty(artist, song.id);

    await restart({ RUN_WORKER: 'false' });
    const claim = await (await again(curator)).post(`/api/bounties/${bounty.id}/claim`).send();
    expect(claim.status).toBe(503);
    expect(claim.body).toEqual({ message: STILL_SHOWING });
    expect(claim.headers['retry-after']).toBe('2');

    await restart();
    const agent = await again(curator);
    // Claimed once: the campaign shows, and claiming again meets the claim already made.
    const campaigns = await eventually(() => agent.get('/api/campaigns').expect(200), (answer) => answer.body.length > 0);
    expect(campaigns.body).toEqual([expect.objectContaining({ status: 'pending', song: expect.objectContaining({ title: song.title }) })]);
    expect((await agent.post(`/api/bounties/${bounty.id}/claim`).send().expect(409)).body.message).toBe('This bounty is no longer open');
    await expectLedgerWhole(app);
  }, 60_000);
});
