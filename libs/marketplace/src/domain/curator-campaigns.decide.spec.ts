import { deciderSpecification } from '#testing';
import { campaignLimitReached, curatorCampaignsDecider } from './curator-campaigns.decide.js';
import type { CuratorCampaignsEvent } from './curator-campaigns.events.js';

const spec = deciderSpecification(curatorCampaignsDecider);
const take = (campaignId: string, limit = 2) => ({ type: 'TakeCampaignSlot', curatorId: 'c1', campaignId, songId: `s-${campaignId}`, bountyId: `b-${campaignId}`, limit }) as const;
const free = (campaignId: string) => ({ type: 'FreeCampaignSlot', curatorId: 'c1', campaignId }) as const;
const taken = (campaignId: string): CuratorCampaignsEvent => ({ type: 'CampaignSlotTaken', data: { curatorId: 'c1', campaignId, songId: `s-${campaignId}`, bountyId: `b-${campaignId}` } });
const freed = (campaignId: string): CuratorCampaignsEvent => ({ type: 'CampaignSlotFreed', data: { curatorId: 'c1', campaignId } });

describe('a curator’s unfinished campaigns (decision 0018)', () => {
  it('takes a slot per campaign up to the limit, and refuses the next with a message that says so', () => {
    spec.given([]).when(take('k1')).then([taken('k1')]);
    spec.given([taken('k1')]).when(take('k2')).then([taken('k2')]);
    spec.given([taken('k1'), taken('k2')]).when(take('k3')).thenRefuses('conflict', campaignLimitReached(2));
  });

  it('frees a slot when its campaign ends, making room for the next', () => {
    spec.given([taken('k1'), taken('k2')]).when(free('k1')).then([freed('k1')]);
    spec.given([taken('k1'), taken('k2'), freed('k1')]).when(take('k3')).then([taken('k3')]);
  });

  it('takes and frees once per campaign, whatever the order the steps are repeated in', () => {
    spec.given([taken('k1')]).when(take('k1')).thenNothingHappens();
    spec.given([taken('k1'), freed('k1')]).when(free('k1')).thenNothingHappens();
    spec.given([taken('k1'), freed('k1')]).when(take('k1')).thenNothingHappens();
    // A campaign that ended before its slot was taken (a replay) is never taken after.
    spec.given([]).when(free('k1')).then([freed('k1')]);
    spec.given([freed('k1')]).when(take('k1')).thenNothingHappens();
  });

  it('keeps the held campaigns with their songs, for ending them when the curator can no longer work', () => {
    const state = spec.given([taken('k1'), taken('k2'), freed('k1')]).when(take('k3', 3)).stateAfter();
    expect([...state.held.entries()]).toEqual([['k2', { songId: 's-k2', bountyId: 'b-k2' }], ['k3', { songId: 's-k3', bountyId: 'b-k3' }]]);
  });
});
