import { loadConfig, sectionOf } from '#platform';
import { marketplaceConfig } from './marketplace.config.js';

const load = (env: Record<string, string>) => sectionOf(loadConfig(env, [marketplaceConfig]), marketplaceConfig);
const DAY = 86_400_000;

/** The marketplace's windows and limit, read at start (decision 0018): defaults, set values, and a start refused on a bad one. */
describe('marketplace configuration', () => {
  it('gives a claim 3 days to be accepted, an accepted campaign 14 days to be completed, and a curator 10 unfinished campaigns', () => {
    expect(load({})).toMatchObject({ campaignAcceptWindowMs: 3 * DAY, campaignCompletionWindowMs: 14 * DAY, campaignsPerCurator: 10 });
    expect(load({ CAMPAIGN_ACCEPT_WINDOW: 'PT2S', CAMPAIGN_COMPLETION_WINDOW: 'P1D', CAMPAIGNS_PER_CURATOR: '3' })).toMatchObject({
      campaignAcceptWindowMs: 2000,
      campaignCompletionWindowMs: DAY,
      campaignsPerCurator: 3,
    });
  });

  it.each([
    [{ CAMPAIGN_ACCEPT_WINDOW: '3 days' }, 'CAMPAIGN_ACCEPT_WINDOW must be an ISO-8601 duration above zero'],
    [{ CAMPAIGN_COMPLETION_WINDOW: 'PT0S' }, 'CAMPAIGN_COMPLETION_WINDOW must be an ISO-8601 duration above zero'],
    [{ CAMPAIGNS_PER_CURATOR: 'ten' }, 'CAMPAIGNS_PER_CURATOR must be a whole number'],
    [{ CAMPAIGNS_PER_CURATOR: '0' }, 'CAMPAIGNS_PER_CURATOR must be at least 1'],
  ])('refuses to start with %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
