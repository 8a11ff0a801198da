import type { DomainEvent } from '#platform';

export type ServiceType = 'review' | 'both';
export type CampaignOutcome = 'reviewed' | 'placed';

interface BountyRef {
  readonly bountyId: string;
  readonly songId: string;
  readonly artistId: string;
}

/** What an artist offers and asks for: set with the bounty, changed while no curator holds it. */
export interface BountyTerms {
  readonly reviewAmount: number;
  readonly placementAmount: number;
  readonly serviceType: ServiceType;
  readonly description: string | null;
}

/**
 * The wallet reservations that may hold a bounty's coins: its own id, then one per change asked for
 * (absent on events recorded before changes existed: the bounty's id alone). Settling tries each;
 * the wallet moves only the one still open, so no coins stay held whatever order things ran in.
 */
interface HeldIn {
  readonly reservationIds?: string[];
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
  | DomainEvent<'BountySet', BountyRef & BountyTerms & { expiresAt: string }>
  /** The wallet holds the total: the bounty is open to curators. */
  | DomainEvent<'BountyFunded', BountyRef & { amount: number }>
  /** The wallet could not hold the total: the bounty never opened (anything reserved is released). */
  | DomainEvent<'BountyUnfunded', BountyRef & { needed: number; available: number }>
  /**
   * The song could not be held for the bounty (deleted or hidden between the bounty's setting and
   * its hold, decision 0018): the bounty never opened and nothing was reserved.
   */
  | DomainEvent<'BountyVoided', BountyRef & { reason: 'song_unavailable' }>
  /** The artist withdrew it: the whole reservation is released. */
  | DomainEvent<'BountyCancelled', BountyRef & HeldIn & { releasedAmount: number }>
  /** Its lifetime ended with no campaign under way: the whole reservation is released. */
  | DomainEvent<'BountyExpired', BountyRef & HeldIn & { releasedAmount: number }>
  /**
   * The artist asked to change the terms of the open, unclaimed bounty: the wallet is to move its
   * reservation (the open one of `fromReservationIds`) to `reservationId`, holding `amount`, the new
   * total. Claims wait until the wallet's verdict is recorded.
   */
  | DomainEvent<'BountyChangeRequested', BountyRef & BountyTerms & { changeId: string; reservationId: string; fromReservationIds: string[]; amount: number }>
  /** The wallet holds the new total: the bounty is open on the new terms. */
  | DomainEvent<'BountyChanged', BountyRef & BountyTerms & { changeId: string; amount: number }>
  /**
   * The wallet could not hold the new total: the bounty stays open on its terms as they were. Should
   * the wallet have moved the coins after all (a retry racing the refusal), they move back to
   * `restoredReservationId`, holding `amount`, the total of the terms that stay.
   */
  | DomainEvent<'BountyChangeRefused', BountyRef & { changeId: string; needed: number; available: number; restoredReservationId: string; amount: number }>
  /**
   * A curator claimed the open bounty: a pending campaign, for the curator's best-matching playlist
   * then (null: none accepting), to be accepted by `acceptBy` (absent on claims recorded before
   * decision 0018: their deadline is the bounty's end).
   */
  | DomainEvent<'BountyClaimed', CampaignRef & { playlistId: string | null; matchPercentage: number; acceptBy?: string }>
  /** The curator took the work on, to be completed by `completeBy` (absent before decision 0018: the bounty's end). */
  | DomainEvent<'CampaignAccepted', CampaignRef & { completeBy?: string }>
  /**
   * The curator declined: the bounty is open again. (Before the reasons `bounty_cancelled` and
   * `bounty_expired`, a pending campaign that ended with its bounty was recorded so, without feedback.)
   */
  | DomainEvent<'CampaignRejected', CampaignRef & { curatorFeedback: string | null }>
  /** The work is done: `paidAmount` goes to the curator, `releasedAmount` back to the artist; the bounty closes. */
  | DomainEvent<'CampaignCompleted', CampaignRef & HeldIn & { outcome: CampaignOutcome; curatorFeedback: string; paidAmount: number; releasedAmount: number }>
  /**
   * The campaign ended unfinished (decision 0018): not accepted or not completed by its deadline,
   * its curator can no longer work (deactivated, or no longer a curator), or its bounty ended while it
   * was pending (the artist cancelled it, or its lifetime ran out). Nothing is paid: the bounty is
   * open again, or ends with it.
   */
  | DomainEvent<'CampaignExpired', CampaignRef & { reason: CampaignEndReason }>
  /** The claim was taken back before any work: the curator already had as many unfinished campaigns as allowed. */
  | DomainEvent<'CampaignWithdrawn', CampaignRef & { reason: 'curator_limit' }>;

export type CampaignEndReason = 'not_accepted' | 'not_completed' | 'curator_unavailable' | 'bounty_cancelled' | 'bounty_expired';

export type BountyEventType = BountyEvent['type'];
export const BOUNTY_EVENT_TYPES: readonly BountyEventType[] = [
  'BountySet', 'BountyFunded', 'BountyUnfunded', 'BountyVoided', 'BountyCancelled', 'BountyExpired',
  'BountyChangeRequested', 'BountyChanged', 'BountyChangeRefused',
  'BountyClaimed', 'CampaignAccepted', 'CampaignRejected', 'CampaignCompleted', 'CampaignExpired', 'CampaignWithdrawn',
];

export const bountiesStream = (songId: string): string => `bounties-${songId}`;
