import { defineProjection, type ProjectedEvent, type Row, rowOf, table } from '#projections';
import type { BountyEvent } from '../../domain/bounty.events.js';
import { dueAtOf } from '../../domain/bounty.state.js';
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
    case 'CampaignExpired':
    case 'CampaignWithdrawn':
      return event.data.campaignId;
    default:
      return null;
  }
}

const NEW_CAMPAIGN: Row<CampaignReadModel> = { ...new CampaignReadModel() };

type BountyRow = Row<BountyReadModel>;

/**
 * The bounty with the campaign under way (or none) and what falls due next. The campaign's deadline
 * shown is the one the rules enforce (`dueAtOf`): a pending campaign's is the earlier of its accept
 * deadline and the bounty's end.
 */
function withCampaign(row: BountyRow, campaign: { id: string; status: 'pending' | 'active'; deadline: Date } | null): BountyRow {
  const expiresAt = row.expiresAt.toISOString();
  const dueAt = new Date(campaign ? dueAtOf(expiresAt, { status: campaign.status, deadline: campaign.deadline.toISOString() }) : expiresAt);
  return { ...row, campaignId: campaign?.id ?? null, campaignDeadline: campaign ? dueAt : null, dueAt };
}

/** A pending campaign's deadline as the rules enforce it (`dueAtOf`): its accept deadline, or its bounty's end when that comes first. */
function pendingDeadline(acceptBy: string | undefined, bountyEnd: Date | undefined): Date | null {
  if (!bountyEnd) return acceptBy ? new Date(acceptBy) : null;
  const end = bountyEnd.toISOString();
  return new Date(dueAtOf(end, { status: 'pending', deadline: acceptBy ?? end }));
}

/** Bounties from setting to their end, and the campaigns on them (a campaign copies its bounty's terms when claimed). */
export const bountiesProjection = defineProjection({
  name: BOUNTIES_PROJECTION,
  // 2: due_at, the campaign's deadline and how it ended (decision 0018). 3: campaigns indexed by
  // artist; a pending campaign that ended with its bounty is expired, not rejected (from then on).
  // 4: a pending campaign's deadline is the earlier of its accept deadline and its bounty's end.
  version: 4,
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
          campaignDeadline: null,
          dueAt: new Date(event.data.expiresAt),
          createdAt: at(event),
        }),
        BountyFunded: (row) => row && { ...row, status: 'open' },
        BountyChanged: (row, { data: { reviewAmount, placementAmount, serviceType, description } }) => row && { ...row, reviewAmount, placementAmount, serviceType, description },
        BountyUnfunded: (row) => row && { ...row, status: 'unfunded' },
        BountyVoided: (row) => row && { ...row, status: 'voided' },
        BountyCancelled: (row) => row && { ...withCampaign(row, null), status: 'cancelled' },
        BountyExpired: (row) => row && { ...withCampaign(row, null), status: 'expired' },
        BountyClaimed: (row, { data }) => row && withCampaign(row, { id: data.campaignId, status: 'pending', deadline: new Date(data.acceptBy ?? row.expiresAt) }),
        CampaignAccepted: (row, { data }) => row && withCampaign(row, { id: data.campaignId, status: 'active', deadline: new Date(data.completeBy ?? row.expiresAt) }),
        CampaignRejected: (row) => row && withCampaign(row, null),
        CampaignExpired: (row) => row && withCampaign(row, null),
        CampaignWithdrawn: (row) => row && withCampaign(row, null),
        CampaignCompleted: (row) => row && { ...withCampaign(row, null), status: 'completed' },
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
            deadline: pendingDeadline(event.data.acceptBy, bounty?.expiresAt),
            createdAt: at(event),
            updatedAt: at(event),
          };
        },
        CampaignAccepted: (row, event) => row && { ...row, status: 'active', deadline: event.data.completeBy ? new Date(event.data.completeBy) : row.deadline, updatedAt: at(event) },
        CampaignRejected: (row, event) => row && { ...row, status: 'rejected', curatorFeedback: event.data.curatorFeedback, deadline: null, updatedAt: at(event) },
        CampaignCompleted: (row, event) =>
          row && { ...row, status: 'completed', outcome: event.data.outcome, curatorFeedback: event.data.curatorFeedback, paidAmount: event.data.paidAmount, deadline: null, updatedAt: at(event) },
        CampaignExpired: (row, event) => row && { ...row, status: 'expired', endReason: event.data.reason, deadline: null, updatedAt: at(event) },
        // A claim taken back for the curator's limit never was their campaign.
        CampaignWithdrawn: () => null,
      },
    }),
  ],
});
