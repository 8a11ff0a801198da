import { DomainError } from '#platform';
import type { BountyEvent, CampaignOutcome, ServiceType } from './bounty.events.js';
import { type BountiesState, type Bounty, evolveBounties, initialBountiesState, totalOf } from './bounty.state.js';
import type { MemberFacts, SongFacts } from './catalog-facts.js';

/** Spec section 9: the review slider and the placement slider, their ranges and steps. */
export const REVIEW_AMOUNTS = { min: 10, max: 100, step: 5 } as const;
export const PLACEMENT_AMOUNTS = { min: 50, max: 300, step: 25 } as const;
export const MAX_DESCRIPTION_LENGTH = 500;

export const ARTISTS_ONLY = 'Only artists can set bounties';
export const SONG_NOT_FOUND = 'Song not found';
export const NOT_YOUR_SONG = 'Only the artist of this song can set or cancel its bounty';
export const SONG_HIDDEN = 'This song is hidden: show it again before setting a bounty';
export const ALREADY_HAS_BOUNTY = 'This song already has an active bounty';
export const REVIEW_AMOUNT_INVALID = `The review amount must be ${REVIEW_AMOUNTS.min} to ${REVIEW_AMOUNTS.max} VC in steps of ${REVIEW_AMOUNTS.step}`;
export const PLACEMENT_AMOUNT_INVALID = `The placement amount must be ${PLACEMENT_AMOUNTS.min} to ${PLACEMENT_AMOUNTS.max} VC in steps of ${PLACEMENT_AMOUNTS.step}`;
export const REVIEW_ONLY_HAS_NO_PLACEMENT = 'A review-only bounty has a placement amount of 0';
export const DESCRIPTION_TOO_LONG = `Special instructions have at most ${MAX_DESCRIPTION_LENGTH} characters`;
export const NO_ACTIVE_BOUNTY = 'This song has no active bounty';
export const CAMPAIGN_UNDER_WAY = 'A curator is working on this bounty: it can be cancelled once the campaign ends';
export const CURATORS_ONLY = 'Only curators can claim bounties';
export const BOUNTY_NOT_FOUND = 'Bounty not found';
export const OWN_BOUNTY = 'You cannot claim a bounty on your own song';
export const BOUNTY_NOT_OPEN = 'This bounty is no longer open';
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const NOT_YOUR_CAMPAIGN = 'Only the curator of this campaign can update it';
export const REJECTION_NEEDS_FEEDBACK = 'Please say why you are rejecting this campaign';
export const COMPLETION_NEEDS_FEEDBACK = 'Please give the artist your feedback to complete this campaign';
export const COMPLETION_NEEDS_OUTCOME = 'Please say whether the song was reviewed or placed';
export const PLACED_NEEDS_BOTH = 'Only a bounty for review and placement can be completed as placed';
export const campaignAlready = (status: string) => `This campaign is already ${status}`;

export interface SetBounty {
  readonly type: 'SetBounty';
  readonly bountyId: string;
  readonly artistId: string;
  readonly artist: MemberFacts;
  readonly song: SongFacts;
  readonly serviceType: ServiceType;
  readonly reviewAmount: number;
  readonly placementAmount: number;
  readonly description: string | null;
  readonly lifetimeMs: number;
}

export interface RecordBountyFunding {
  readonly type: 'RecordBountyFunding';
  readonly bountyId: string;
  readonly outcome: { readonly reserved: true } | { readonly reserved: false; readonly needed: number; readonly available: number };
}

export interface CancelBounty {
  readonly type: 'CancelBounty';
  readonly artistId: string;
  readonly song: SongFacts;
}

export interface ExpireBounty {
  readonly type: 'ExpireBounty';
  readonly bountyId: string;
}

export interface ClaimBounty {
  readonly type: 'ClaimBounty';
  readonly bountyId: string;
  readonly campaignId: string;
  readonly curatorId: string;
  readonly curator: MemberFacts;
  /** The bounty's artist's account: a deactivated artist's bounty is out of reach as their pages are (decision 0013). */
  readonly artist: MemberFacts;
  readonly playlistId: string | null;
  readonly matchPercentage: number;
}

export interface UpdateCampaign {
  readonly type: 'UpdateCampaign';
  readonly campaignId: string;
  readonly curatorId: string;
  readonly status: 'active' | 'rejected' | 'completed';
  readonly curatorFeedback: string | null;
  readonly outcome: CampaignOutcome | null;
}

export type BountyCommand = SetBounty | RecordBountyFunding | CancelBounty | ExpireBounty | ClaimBounty | UpdateCampaign;

const inSteps = (amount: number, { min, max, step }: { min: number; max: number; step: number }) =>
  Number.isInteger(amount) && amount >= min && amount <= max && (amount - min) % step === 0;

const refOf = ({ bountyId, songId, artistId }: Bounty) => ({ bountyId, songId, artistId });

/** The rules of a song's bounties and the campaigns curators run on them (spec sections 4, 5 and 9; issue 8). */
export function decideBounties(command: BountyCommand, state: BountiesState, now: Date): BountyEvent[] | DomainError {
  switch (command.type) {
    case 'SetBounty':
      return setBounty(command, state, now);
    case 'RecordBountyFunding':
      return recordFunding(command, state);
    case 'CancelBounty':
      return cancel(command, state);
    case 'ExpireBounty':
      return expire(command, state, now);
    case 'ClaimBounty':
      return claim(command, state, now);
    case 'UpdateCampaign':
      return updateCampaign(command, state);
  }
}

function amountsProblem({ serviceType, reviewAmount, placementAmount }: SetBounty): string | null {
  if (!inSteps(reviewAmount, REVIEW_AMOUNTS)) return REVIEW_AMOUNT_INVALID;
  if (serviceType === 'review') return placementAmount === 0 ? null : REVIEW_ONLY_HAS_NO_PLACEMENT;
  return inSteps(placementAmount, PLACEMENT_AMOUNTS) ? null : PLACEMENT_AMOUNT_INVALID;
}

function setBounty(command: SetBounty, state: BountiesState, now: Date): BountyEvent[] | DomainError {
  const { song, artist } = command;
  const problem = amountsProblem(command);
  if (problem) return new DomainError('invalid', problem);
  const description = command.description?.trim() || null;
  if (description && description.length > MAX_DESCRIPTION_LENGTH) return new DomainError('invalid', DESCRIPTION_TOO_LONG);
  if (!artist.isArtist) return new DomainError('forbidden', ARTISTS_ONLY);
  if (!song.exists) return new DomainError('not_found', SONG_NOT_FOUND);
  if (song.artistId !== command.artistId) return new DomainError('forbidden', NOT_YOUR_SONG);
  if (!song.isActive) return new DomainError('conflict', SONG_HIDDEN);
  if (state.activeId !== null) return new DomainError('conflict', ALREADY_HAS_BOUNTY);
  const { bountyId, serviceType, reviewAmount, placementAmount } = command;
  const expiresAt = new Date(now.getTime() + command.lifetimeMs).toISOString();
  return [{ type: 'BountySet', data: { bountyId, songId: song.songId, artistId: command.artistId, reviewAmount, placementAmount, serviceType, description, expiresAt } }];
}

function recordFunding({ bountyId, outcome }: RecordBountyFunding, state: BountiesState): BountyEvent[] | DomainError {
  const bounty = state.bounties.get(bountyId);
  if (!bounty) return new DomainError('not_found', BOUNTY_NOT_FOUND);
  if (bounty.status !== 'funding') return [];
  return outcome.reserved
    ? [{ type: 'BountyFunded', data: { ...refOf(bounty), amount: totalOf(bounty) } }]
    : [{ type: 'BountyUnfunded', data: { ...refOf(bounty), needed: outcome.needed, available: outcome.available } }];
}

/** The open bounty (funded, not closed), if the song has one. */
const openBounty = (state: BountiesState): Bounty | null => {
  const bounty = state.activeId ? state.bounties.get(state.activeId) : undefined;
  return bounty?.status === 'open' ? bounty : null;
};

function cancel({ artistId, song }: CancelBounty, state: BountiesState): BountyEvent[] | DomainError {
  if (!song.exists) return new DomainError('not_found', SONG_NOT_FOUND);
  if (song.artistId !== artistId) return new DomainError('forbidden', NOT_YOUR_SONG);
  const bounty = openBounty(state);
  if (!bounty) return new DomainError('not_found', NO_ACTIVE_BOUNTY);
  if (bounty.campaign?.status === 'active') return new DomainError('conflict', CAMPAIGN_UNDER_WAY);
  return [...closePendingCampaign(bounty, null), { type: 'BountyCancelled', data: { ...refOf(bounty), releasedAmount: totalOf(bounty) } }];
}

/** A pending campaign ends with its bounty, as rejected: the curator had not started. */
function closePendingCampaign(bounty: Bounty, curatorFeedback: string | null): BountyEvent[] {
  const { campaign } = bounty;
  if (campaign?.status !== 'pending') return [];
  return [{ type: 'CampaignRejected', data: { ...refOf(bounty), campaignId: campaign.campaignId, curatorId: campaign.curatorId, curatorFeedback } }];
}

function expire({ bountyId }: ExpireBounty, state: BountiesState, now: Date): BountyEvent[] {
  const bounty = state.bounties.get(bountyId);
  // Due, open, and no campaign under way: a bounty with an active campaign ends with the campaign.
  if (!bounty || bounty.status !== 'open' || now.getTime() < Date.parse(bounty.expiresAt) || bounty.campaign?.status === 'active') return [];
  return [...closePendingCampaign(bounty, null), { type: 'BountyExpired', data: { ...refOf(bounty), releasedAmount: totalOf(bounty) } }];
}

function claim(command: ClaimBounty, state: BountiesState, now: Date): BountyEvent[] | DomainError {
  if (!command.curator.isCurator) return new DomainError('forbidden', CURATORS_ONLY);
  const bounty = state.bounties.get(command.bountyId);
  if (!bounty || bounty.status === 'funding' || bounty.status === 'unfunded' || !command.artist.isActive) return new DomainError('not_found', BOUNTY_NOT_FOUND);
  if (bounty.artistId === command.curatorId) return new DomainError('forbidden', OWN_BOUNTY);
  if (bounty.status !== 'open' || bounty.campaign || now.getTime() >= Date.parse(bounty.expiresAt)) return new DomainError('conflict', BOUNTY_NOT_OPEN);
  const { campaignId, curatorId, playlistId, matchPercentage } = command;
  return [{ type: 'BountyClaimed', data: { ...refOf(bounty), campaignId, curatorId, playlistId, matchPercentage } }];
}

function updateCampaign(command: UpdateCampaign, state: BountiesState): BountyEvent[] | DomainError {
  const found = state.campaigns.get(command.campaignId);
  const bounty = found && state.bounties.get(found.bountyId);
  if (!found || !bounty) return new DomainError('not_found', CAMPAIGN_NOT_FOUND);
  if (found.curatorId !== command.curatorId) return new DomainError('forbidden', NOT_YOUR_CAMPAIGN);
  const feedback = command.curatorFeedback?.trim() || null;
  const ref = { ...refOf(bounty), campaignId: found.campaignId, curatorId: found.curatorId };
  const from = found.status;
  if (command.status === 'active') {
    return from === 'pending' ? [{ type: 'CampaignAccepted', data: ref }] : new DomainError('conflict', campaignAlready(from));
  }
  if (command.status === 'rejected') {
    if (from !== 'pending') return new DomainError('conflict', campaignAlready(from));
    return feedback ? [{ type: 'CampaignRejected', data: { ...ref, curatorFeedback: feedback } }] : new DomainError('invalid', REJECTION_NEEDS_FEEDBACK);
  }
  if (from !== 'pending' && from !== 'active') return new DomainError('conflict', campaignAlready(from));
  if (!command.outcome) return new DomainError('invalid', COMPLETION_NEEDS_OUTCOME);
  if (command.outcome === 'placed' && bounty.serviceType !== 'both') return new DomainError('invalid', PLACED_NEEDS_BOTH);
  if (!feedback) return new DomainError('invalid', COMPLETION_NEEDS_FEEDBACK);
  const paidAmount = bounty.reviewAmount + (command.outcome === 'placed' ? bounty.placementAmount : 0);
  return [{ type: 'CampaignCompleted', data: { ...ref, outcome: command.outcome, curatorFeedback: feedback, paidAmount, releasedAmount: totalOf(bounty) - paidAmount } }];
}

export const bountiesDecider = {
  initialState: initialBountiesState,
  evolve: evolveBounties,
  decide: decideBounties,
};
