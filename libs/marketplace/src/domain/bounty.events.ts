import type { DomainEvent } from '#platform';

export type ServiceType = 'review' | 'both';
export type CampaignOutcome = 'reviewed' | 'placed';

interface BountyRef {
  readonly bountyId: string;
  readonly songId: string;
  readonly artistId: string;
}

interface CampaignRef extends BountyRef {
  readonly campaignId: string;
  readonly curatorId: string;
}

/**
 * Past-tense facts of a `bounties-<songId>` stream: the song's bounties one after another (one
 * active at a time, decided here) and the campaign a curator runs on the open one. Money is
 * decided here and carried out on the wallets by the escrow process manager (docs/decisions/0010).
 * Never renamed or reshaped: add an upcaster instead.
 */
export type BountyEvent =
  /** The artist asked for a bounty; it is `funding` until the wallet has reserved its total. */
  | DomainEvent<'BountySet', BountyRef & {
      reviewAmount: number;
      placementAmount: number;
      serviceType: ServiceType;
      description: string | null;
      expiresAt: string;
    }>
  /** The wallet holds the total: the bounty is open to curators. */
  | DomainEvent<'BountyFunded', BountyRef & { amount: number }>
  /** The wallet could not hold the total: the bounty never opened (anything reserved is released). */
  | DomainEvent<'BountyUnfunded', BountyRef & { needed: number; available: number }>
  /** The artist withdrew it: the whole reservation is released. */
  | DomainEvent<'BountyCancelled', BountyRef & { releasedAmount: number }>
  /** Its lifetime ended with no campaign under way: the whole reservation is released. */
  | DomainEvent<'BountyExpired', BountyRef & { releasedAmount: number }>
  /** A curator claimed the open bounty: a pending campaign, for the curator's best-matching playlist then (null: none accepting). */
  | DomainEvent<'BountyClaimed', CampaignRef & { playlistId: string | null; matchPercentage: number }>
  | DomainEvent<'CampaignAccepted', CampaignRef>
  /** The curator declined (or the artist cancelled the bounty while it was pending): the bounty is open again, or closes with the cancel. */
  | DomainEvent<'CampaignRejected', CampaignRef & { curatorFeedback: string | null }>
  /** The work is done: `paidAmount` goes to the curator, `releasedAmount` back to the artist; the bounty closes. */
  | DomainEvent<'CampaignCompleted', CampaignRef & { outcome: CampaignOutcome; curatorFeedback: string; paidAmount: number; releasedAmount: number }>;

export type BountyEventType = BountyEvent['type'];
export const BOUNTY_EVENT_TYPES: readonly BountyEventType[] = [
  'BountySet', 'BountyFunded', 'BountyUnfunded', 'BountyCancelled', 'BountyExpired',
  'BountyClaimed', 'CampaignAccepted', 'CampaignRejected', 'CampaignCompleted',
];

export const bountiesStream = (songId: string): string => `bounties-${songId}`;
