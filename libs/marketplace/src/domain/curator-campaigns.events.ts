import type { DomainEvent } from '#platform';

interface SlotRef {
  readonly curatorId: string;
  readonly campaignId: string;
}

/**
 * Past-tense facts of a `curator-campaigns-<curatorId>` stream: the campaigns a curator holds
 * unfinished (decision 0018). Each claim takes a slot here after its `BountyClaimed`, and each end
 * of the campaign frees it, so the limit is decided on one stream under optimistic concurrency.
 */
export type CuratorCampaignsEvent =
  | DomainEvent<'CampaignSlotTaken', SlotRef & { songId: string; bountyId: string }>
  /** The campaign ended (or was never held: a slot freed before it was taken is never taken after). */
  | DomainEvent<'CampaignSlotFreed', SlotRef>;

export const curatorCampaignsStream = (curatorId: string): string => `curator-campaigns-${curatorId}`;
