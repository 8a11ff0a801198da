import type { BountyEvent, BountyTerms, CampaignOutcome, ServiceType } from './bounty.events.js';

export type BountyStatus = 'funding' | 'unfunded' | 'voided' | 'open' | 'closed';
export type CampaignStatus = 'pending' | 'active' | 'completed' | 'rejected' | 'expired' | 'withdrawn';

export interface Campaign {
  readonly campaignId: string;
  readonly curatorId: string;
  readonly status: CampaignStatus;
  readonly outcome: CampaignOutcome | null;
  /** Pending: when it must be accepted by; active: completed by (decision 0018). */
  readonly deadline: string;
}

/**
 * When something next falls due on an open bounty (decision 0018): the campaign's deadline while
 * one is under way (a pending one also ends with the bounty's own end), else the bounty's end.
 */
export function dueAtOf(expiresAt: string, campaign: Pick<Campaign, 'status' | 'deadline'> | null): string {
  if (campaign?.status === 'active') return campaign.deadline;
  if (campaign?.status === 'pending') return Date.parse(campaign.deadline) < Date.parse(expiresAt) ? campaign.deadline : expiresAt;
  return expiresAt;
}

/** One bounty as the rules see it; `campaign` is the one under way (pending or active), if any. */
export interface Bounty {
  readonly bountyId: string;
  readonly songId: string;
  readonly artistId: string;
  readonly reviewAmount: number;
  readonly placementAmount: number;
  readonly serviceType: ServiceType;
  readonly expiresAt: string;
  readonly status: BountyStatus;
  readonly campaign: Campaign | null;
  readonly shortfall: { readonly needed: number; readonly available: number } | null;
  /** Every reservation that may hold its coins (see `HeldIn` in bounty.events.ts), oldest first. */
  readonly reservationIds: readonly string[];
  /** A change of terms waiting for the wallet's verdict: no claim meanwhile. */
  readonly pendingChange: { readonly changeId: string; readonly terms: BountyTerms } | null;
  /** The last change the wallet could not fund, for the request that asked for it. */
  readonly changeShortfall: { readonly changeId: string; readonly needed: number; readonly available: number } | null;
}

/** A song's bounties, folded from `bounties-<songId>`: each by id, every campaign by id, and the song's current one. */
export interface BountiesState {
  readonly bounties: ReadonlyMap<string, Bounty>;
  /** Every campaign of the song's bounties: its bounty, and how it stands or ended. */
  readonly campaigns: ReadonlyMap<string, Campaign & { readonly bountyId: string }>;
  /** The bounty that is funding or open (with or without a campaign): at most one per song. */
  readonly activeId: string | null;
}

export const initialBountiesState = (): BountiesState => ({ bounties: new Map(), campaigns: new Map(), activeId: null });

export const totalOf = (bounty: Pick<Bounty, 'reviewAmount' | 'placementAmount'>): number => bounty.reviewAmount + bounty.placementAmount;

function withBounty(state: BountiesState, bountyId: string, change: (bounty: Bounty) => Bounty): BountiesState {
  const bounty = state.bounties.get(bountyId);
  if (!bounty) return state;
  const next = change(bounty);
  const active = next.status === 'funding' || next.status === 'open';
  const activeId = active ? bountyId : state.activeId === bountyId ? null : state.activeId;
  let campaigns = state.campaigns;
  if (next.campaign) campaigns = new Map(campaigns).set(next.campaign.campaignId, { ...next.campaign, bountyId });
  return { bounties: new Map(state.bounties).set(bountyId, next), campaigns, activeId };
}

type EndedStatus = Exclude<CampaignStatus, 'pending' | 'active'>;

/** A campaign's end: recorded in the song's campaigns, and no longer the bounty's campaign under way. */
function endCampaign(state: BountiesState, bountyId: string, campaignId: string, status: EndedStatus, outcome: CampaignOutcome | null = null): BountiesState {
  const campaign = state.campaigns.get(campaignId);
  if (!campaign) return state;
  const campaigns = new Map(state.campaigns).set(campaignId, { ...campaign, status, outcome });
  return withBounty({ ...state, campaigns }, bountyId, (bounty) => ({ ...bounty, campaign: null }));
}

export function evolveBounties(state: BountiesState, event: BountyEvent): BountiesState {
  const { bountyId } = event.data;
  switch (event.type) {
    case 'BountySet': {
      const { songId, artistId, reviewAmount, placementAmount, serviceType, expiresAt } = event.data;
      const bounty: Bounty = {
        bountyId, songId, artistId, reviewAmount, placementAmount, serviceType, expiresAt,
        status: 'funding', campaign: null, shortfall: null, reservationIds: [bountyId], pendingChange: null, changeShortfall: null,
      };
      return { ...state, bounties: new Map(state.bounties).set(bountyId, bounty), activeId: bountyId };
    }
    case 'BountyFunded':
      return withBounty(state, bountyId, (b) => ({ ...b, status: 'open' }));
    case 'BountyUnfunded':
      return withBounty(state, bountyId, (b) => ({ ...b, status: 'unfunded', shortfall: { needed: event.data.needed, available: event.data.available } }));
    case 'BountyVoided':
      return withBounty(state, bountyId, (b) => ({ ...b, status: 'voided' }));
    case 'BountyCancelled':
    case 'BountyExpired':
      return withBounty(state, bountyId, (b) => ({ ...b, status: 'closed', campaign: null }));
    case 'BountyChangeRequested': {
      const { changeId, reservationId, reviewAmount, placementAmount, serviceType, description } = event.data;
      const pendingChange = { changeId, terms: { reviewAmount, placementAmount, serviceType, description } };
      return withBounty(state, bountyId, (b) => ({ ...b, pendingChange, reservationIds: [...b.reservationIds, reservationId] }));
    }
    case 'BountyChanged': {
      const { reviewAmount, placementAmount, serviceType } = event.data;
      return withBounty(state, bountyId, (b) => ({ ...b, reviewAmount, placementAmount, serviceType, pendingChange: null }));
    }
    case 'BountyChangeRefused': {
      const { changeId, needed, available, restoredReservationId } = event.data;
      const changeShortfall = { changeId, needed, available };
      return withBounty(state, bountyId, (b) => ({ ...b, pendingChange: null, changeShortfall, reservationIds: [...b.reservationIds, restoredReservationId] }));
    }
    case 'BountyClaimed': {
      const { campaignId, curatorId, acceptBy } = event.data;
      return withBounty(state, bountyId, (b) => ({ ...b, campaign: { campaignId, curatorId, status: 'pending', outcome: null, deadline: acceptBy ?? b.expiresAt } }));
    }
    case 'CampaignAccepted':
      return withBounty(state, bountyId, (b) => ({ ...b, campaign: b.campaign && { ...b.campaign, status: 'active', deadline: event.data.completeBy ?? b.expiresAt } }));
    case 'CampaignRejected':
      return endCampaign(state, bountyId, event.data.campaignId, 'rejected');
    case 'CampaignExpired':
      return endCampaign(state, bountyId, event.data.campaignId, 'expired');
    case 'CampaignWithdrawn':
      return endCampaign(state, bountyId, event.data.campaignId, 'withdrawn');
    case 'CampaignCompleted': {
      const ended = endCampaign(state, bountyId, event.data.campaignId, 'completed', event.data.outcome);
      return withBounty(ended, bountyId, (b) => ({ ...b, status: 'closed' }));
    }
  }
}
