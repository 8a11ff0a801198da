import { defineProjection, type ProjectedEvent, type Row, rowOf, table } from '#projections';
import type { BountyEvent } from '../../domain/bounty.events.js';
import { BOUNTIES_SCHEMA, BountyReadModel, CampaignReadModel } from './bounty.entities.js';

export const BOUNTIES_PROJECTION = 'market-bounties';

const at = (event: ProjectedEvent<BountyEvent>): Date => new Date(event.metadata.occurredAt);
/** The campaign an event is about, if any. */
function campaignIdOf(event: BountyEvent): string | null {
  switch (event.type) {
    case 'BountyClaimed':
    case 'CampaignAccepted':
    case 'CampaignRejected':
    case 'CampaignCompleted':
      return event.data.campaignId;
    default:
      return null;
  }
}

const NEW_CAMPAIGN: Row<CampaignReadModel> = { ...new CampaignReadModel() };

/** Bounties from setting to their end, and the campaigns on them (a campaign copies its bounty's terms when claimed). */
export const bountiesProjection = defineProjection({
  name: BOUNTIES_PROJECTION,
  version: 1,
  schema: BOUNTIES_SCHEMA,
  tables: [
    table<BountyReadModel, BountyEvent>({
      entity: BountyReadModel,
      key: (event) => ({ id: event.data.bountyId }),
      on: {
        BountySet: (_row, event) => ({
          id: event.data.bountyId,
          songId: event.data.songId,
          artistId: event.data.artistId,
          reviewAmount: event.data.reviewAmount,
          placementAmount: event.data.placementAmount,
          serviceType: event.data.serviceType,
          description: event.data.description,
          expiresAt: new Date(event.data.expiresAt),
          status: 'funding',
          campaignId: null,
          createdAt: at(event),
        }),
        BountyFunded: (row) => row && { ...row, status: 'open' },
        BountyUnfunded: (row) => row && { ...row, status: 'unfunded' },
        BountyCancelled: (row) => row && { ...row, status: 'cancelled', campaignId: null },
        BountyExpired: (row) => row && { ...row, status: 'expired', campaignId: null },
        BountyClaimed: (row, { data }) => row && { ...row, campaignId: data.campaignId },
        CampaignRejected: (row) => row && { ...row, campaignId: null },
        CampaignCompleted: (row) => row && { ...row, status: 'completed', campaignId: null },
      },
    }),
    table<CampaignReadModel, BountyEvent>({
      entity: CampaignReadModel,
      key: (event) => {
        const campaignId = campaignIdOf(event);
        return campaignId ? { id: campaignId } : [];
      },
      // A claim copies the bounty's terms: the bounty's row as this batch has it.
      reads: (event) => (event.type === 'BountyClaimed' ? [rowOf(BountyReadModel, { id: event.data.bountyId })] : []),
      on: {
        BountyClaimed: (_row, event, { read }) => {
          const bounty = read(BountyReadModel, { id: event.data.bountyId });
          const { campaignId, bountyId, songId, artistId, curatorId, playlistId, matchPercentage } = event.data;
          return {
            ...NEW_CAMPAIGN,
            id: campaignId,
            bountyId,
            songId,
            artistId,
            curatorId,
            playlistId,
            matchPercentage,
            status: 'pending',
            reviewAmount: bounty?.reviewAmount ?? 0,
            placementAmount: bounty?.placementAmount ?? 0,
            serviceType: bounty?.serviceType ?? 'both',
            message: bounty?.description ?? null,
            createdAt: at(event),
            updatedAt: at(event),
          };
        },
        CampaignAccepted: (row, event) => row && { ...row, status: 'active', updatedAt: at(event) },
        CampaignRejected: (row, event) => row && { ...row, status: 'rejected', curatorFeedback: event.data.curatorFeedback, updatedAt: at(event) },
        CampaignCompleted: (row, event) =>
          row && { ...row, status: 'completed', outcome: event.data.outcome, curatorFeedback: event.data.curatorFeedback, paidAmount: event.data.paidAmount, updatedAt: at(event) },
      },
    }),
  ],
});
