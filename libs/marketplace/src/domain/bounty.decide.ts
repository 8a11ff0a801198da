import { DomainError } from '#platform';
import type { BountyEvent, BountyTerms, CampaignEndReason, CampaignOutcome, ServiceType } from './bounty.events.js';
import { type BountiesState, type Bounty, type Campaign, type CampaignStatus, dueAtOf, evolveBounties, initialBountiesState, totalOf } from './bounty.state.js';
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
export const CAMPAIGN_PAST_DEADLINE = 'This campaign is past its deadline: it has ended unfinished and the bounty went back to its artist';
export const BOUNTY_CLAIMED = 'A curator has claimed this bounty: it cannot be changed while their campaign is under way';
export const CHANGE_UNDER_WAY = 'This bounty is being changed: try again in a moment';
export const BOUNTY_ENDED = 'This bounty has ended: set a new one';
export const BOUNTY_BEING_CHANGED = 'The artist is changing this bounty: try again in a moment';
export const SONG_UNAVAILABLE = 'This song was deleted or hidden while its bounty was being set: nothing was reserved';

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

/** New terms for the song's open, unclaimed bounty: the wallet reserves or releases the difference. */
export interface EditBounty extends BountyTerms {
  readonly type: 'EditBounty';
  readonly changeId: string;
  readonly artistId: string;
  readonly artist: MemberFacts;
  readonly song: SongFacts;
}

/** The wallet's verdict on a change of terms (decision 0018's table). */
export interface RecordBountyChange {
  readonly type: 'RecordBountyChange';
  readonly bountyId: string;
  readonly changeId: string;
  readonly outcome: RecordBountyFunding['outcome'];
}

export interface RecordBountyFunding {
  readonly type: 'RecordBountyFunding';
  readonly bountyId: string;
  readonly outcome: { readonly reserved: true } | { readonly reserved: false; readonly needed: number; readonly available: number };
}

/** The song could not be held for the bounty (decision 0018): it never opens. */
export interface VoidBounty {
  readonly type: 'VoidBounty';
  readonly bountyId: string;
}

export interface CancelBounty {
  readonly type: 'CancelBounty';
  readonly artistId: string;
  readonly song: SongFacts;
}

/** A deadline of the bounty may have come: its campaign's (accept or complete by) or its own end. */
export interface EnforceBountyDeadlines {
  readonly type: 'EnforceBountyDeadlines';
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
  readonly acceptWindowMs: number;
}

interface CampaignCommand {
  readonly campaignId: string;
  readonly curatorId: string;
}

export interface AcceptCampaign extends CampaignCommand {
  readonly type: 'AcceptCampaign';
  readonly completionWindowMs: number;
}

export interface RejectCampaign extends CampaignCommand {
  readonly type: 'RejectCampaign';
  readonly curatorFeedback: string | null;
}

export interface CompleteCampaign extends CampaignCommand {
  readonly type: 'CompleteCampaign';
  readonly curatorFeedback: string | null;
  readonly outcome: CampaignOutcome | null;
}

/** The campaign's curator as their account stands now: one who can no longer work ends it (decision 0018). */
export interface EndCampaignOfUnavailableCurator {
  readonly type: 'EndCampaignOfUnavailableCurator';
  readonly campaignId: string;
  readonly curator: MemberFacts;
}

/** The curator's claim could not take a campaign slot (decision 0018): the campaign is taken back. */
export interface WithdrawClaim {
  readonly type: 'WithdrawClaim';
  readonly campaignId: string;
}

export type BountyCommand =
  | SetBounty | RecordBountyFunding | EditBounty | RecordBountyChange | VoidBounty | CancelBounty | EnforceBountyDeadlines | ClaimBounty
  | AcceptCampaign | RejectCampaign | CompleteCampaign | EndCampaignOfUnavailableCurator | WithdrawClaim;

const inSteps = (amount: number, { min, max, step }: { min: number; max: number; step: number }) =>
  Number.isInteger(amount) && amount >= min && amount <= max && (amount - min) % step === 0;

const refOf = ({ bountyId, songId, artistId }: Bounty) => ({ bountyId, songId, artistId });
/** The bounty and every reservation that may hold its coins, for the events that settle it. */
const heldRefOf = (bounty: Bounty) => ({ ...refOf(bounty), reservationIds: [...bounty.reservationIds] });
const campaignRefOf = (bounty: Bounty, { campaignId, curatorId }: Campaign) => ({ ...refOf(bounty), campaignId, curatorId });
const isPast = (instant: string, now: Date) => now.getTime() >= Date.parse(instant);
const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** The rules of a song's bounties and the campaigns curators run on them (spec sections 4, 5 and 9; issue 8; decision 0018). */
export function decideBounties(command: BountyCommand, state: BountiesState, now: Date): BountyEvent[] | DomainError {
  switch (command.type) {
    case 'SetBounty':
      return setBounty(command, state, now);
    case 'RecordBountyFunding':
      return recordFunding(command, state);
    case 'EditBounty':
      return edit(command, state, now);
    case 'RecordBountyChange':
      return recordChange(command, state);
    case 'VoidBounty': {
      const bounty = state.bounties.get(command.bountyId);
      return bounty?.status === 'funding' ? [{ type: 'BountyVoided', data: { ...refOf(bounty), reason: 'song_unavailable' } }] : [];
    }
    case 'CancelBounty':
      return cancel(command, state, now);
    case 'EnforceBountyDeadlines':
      return enforceDeadlines(command, state, now);
    case 'ClaimBounty':
      return claim(command, state, now);
    case 'AcceptCampaign':
    case 'RejectCampaign':
    case 'CompleteCampaign':
      return moveCampaign(command, state, now);
    case 'EndCampaignOfUnavailableCurator':
      return endForUnavailableCurator(command, state, now);
    case 'WithdrawClaim': {
      const found = campaignUnderWay(state, command.campaignId);
      if (found?.campaign.status !== 'pending') return [];
      return [{ type: 'CampaignWithdrawn', data: { ...campaignRefOf(found.bounty, found.campaign), reason: 'curator_limit' } }];
    }
  }
}

function amountsProblem({ serviceType, reviewAmount, placementAmount }: BountyTerms): string | null {
  if (!inSteps(reviewAmount, REVIEW_AMOUNTS)) return REVIEW_AMOUNT_INVALID;
  if (serviceType === 'review') return placementAmount === 0 ? null : REVIEW_ONLY_HAS_NO_PLACEMENT;
  return inSteps(placementAmount, PLACEMENT_AMOUNTS) ? null : PLACEMENT_AMOUNT_INVALID;
}

/** The artist's terms as the bounty keeps them (instructions trimmed), or why they are refused. */
function validTerms(command: BountyTerms): BountyTerms | DomainError {
  const problem = amountsProblem(command);
  if (problem) return new DomainError('invalid', problem);
  const description = command.description?.trim() || null;
  if (description && description.length > MAX_DESCRIPTION_LENGTH) return new DomainError('invalid', DESCRIPTION_TOO_LONG);
  const { serviceType, reviewAmount, placementAmount } = command;
  return { serviceType, reviewAmount, placementAmount, description };
}

type ExistingSong = Extract<SongFacts, { exists: true }>;

/** The song, when the artist may set or change a bounty on it: they act as an artist, and it is theirs. */
function artistsSong({ artist, song, artistId }: SetBounty | EditBounty): ExistingSong | DomainError {
  if (!artist.isArtist) return new DomainError('forbidden', ARTISTS_ONLY);
  if (!song.exists) return new DomainError('not_found', SONG_NOT_FOUND);
  return song.artistId === artistId ? song : new DomainError('forbidden', NOT_YOUR_SONG);
}

function setBounty(command: SetBounty, state: BountiesState, now: Date): BountyEvent[] | DomainError {
  const terms = validTerms(command);
  if (terms instanceof DomainError) return terms;
  const song = artistsSong(command);
  if (song instanceof DomainError) return song;
  if (!song.isActive) return new DomainError('conflict', SONG_HIDDEN);
  if (state.activeId !== null) return new DomainError('conflict', ALREADY_HAS_BOUNTY);
  const expiresAt = later(now, command.lifetimeMs);
  return [{ type: 'BountySet', data: { bountyId: command.bountyId, songId: song.songId, artistId: command.artistId, ...terms, expiresAt } }];
}

/**
 * New terms for the open bounty while no curator holds it (a campaign past its deadline ends
 * first, as on cancelling). An unchanged total changes the terms at once; another total waits for
 * the wallet to move the reservation (BountyChangeRequested, then the wallet's verdict).
 */
function edit(command: EditBounty, state: BountiesState, now: Date): BountyEvent[] | DomainError {
  const terms = validTerms(command);
  if (terms instanceof DomainError) return terms;
  const song = artistsSong(command);
  if (song instanceof DomainError) return song;
  const bounty = openBounty(state);
  if (!bounty) return new DomainError('not_found', NO_ACTIVE_BOUNTY);
  if (isPast(bounty.expiresAt, now)) return new DomainError('conflict', BOUNTY_ENDED);
  if (bounty.pendingChange) return new DomainError('conflict', CHANGE_UNDER_WAY);
  const { campaign } = bounty;
  const ended = campaign && isPast(campaign.deadline, now) ? expireCampaign(bounty, campaign) : [];
  if (campaign && ended.length === 0) return new DomainError('conflict', BOUNTY_CLAIMED);
  const { changeId } = command;
  const amount = totalOf(terms);
  if (amount === totalOf(bounty)) return [...ended, { type: 'BountyChanged', data: { ...refOf(bounty), ...terms, changeId, amount } }];
  const fromReservationIds = [...bounty.reservationIds];
  return [...ended, { type: 'BountyChangeRequested', data: { ...refOf(bounty), ...terms, changeId, reservationId: changeId, fromReservationIds, amount } }];
}

function recordChange({ bountyId, changeId, outcome }: RecordBountyChange, state: BountiesState): BountyEvent[] | DomainError {
  const bounty = state.bounties.get(bountyId);
  if (!bounty) return new DomainError('not_found', BOUNTY_NOT_FOUND);
  const pending = bounty.pendingChange;
  // Recorded already (the request and the process manager both follow the change), or the bounty ended.
  if (pending?.changeId !== changeId || bounty.status !== 'open') return [];
  if (!outcome.reserved) {
    const { needed, available } = outcome;
    return [{ type: 'BountyChangeRefused', data: { ...refOf(bounty), changeId, needed, available, restoredReservationId: `${changeId}.restored`, amount: totalOf(bounty) } }];
  }
  return [{ type: 'BountyChanged', data: { ...refOf(bounty), ...pending.terms, changeId, amount: totalOf(pending.terms) } }];
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

/** The campaign, if it is under way (pending or active) on its open bounty. */
function campaignUnderWay(state: BountiesState, campaignId: string): { bounty: Bounty; campaign: Campaign } | null {
  const bountyId = state.campaigns.get(campaignId)?.bountyId;
  const bounty = bountyId ? state.bounties.get(bountyId) : undefined;
  return bounty?.status === 'open' && bounty.campaign?.campaignId === campaignId ? { bounty, campaign: bounty.campaign } : null;
}

function cancel({ artistId, song }: CancelBounty, state: BountiesState, now: Date): BountyEvent[] | DomainError {
  if (!song.exists) return new DomainError('not_found', SONG_NOT_FOUND);
  if (song.artistId !== artistId) return new DomainError('forbidden', NOT_YOUR_SONG);
  const bounty = openBounty(state);
  if (!bounty) return new DomainError('not_found', NO_ACTIVE_BOUNTY);
  const { campaign } = bounty;
  // A campaign past its deadline no longer holds the bounty (decision 0018): the artist may take it back.
  const ended = campaign && isPast(campaign.deadline, now) ? expireCampaign(bounty, campaign) : [];
  if (ended.length === 0 && campaign?.status === 'active') return new DomainError('conflict', CAMPAIGN_UNDER_WAY);
  const closed = ended.length === 0 ? endPendingCampaignWithBounty(bounty, 'bounty_cancelled') : [];
  return [...ended, ...closed, { type: 'BountyCancelled', data: { ...heldRefOf(bounty), releasedAmount: totalOf(bounty) } }];
}

/** A pending campaign ends with its bounty, unpaid (the curator had not started), for the reason the bounty ends. */
function endPendingCampaignWithBounty(bounty: Bounty, reason: 'bounty_cancelled' | 'bounty_expired'): BountyEvent[] {
  const { campaign } = bounty;
  return campaign?.status === 'pending' ? expireCampaign(bounty, campaign, reason) : [];
}

function expireCampaign(bounty: Bounty, campaign: Campaign, reason?: CampaignEndReason): BountyEvent[] {
  const why = reason ?? (campaign.status === 'pending' ? 'not_accepted' : 'not_completed');
  return [{ type: 'CampaignExpired', data: { ...campaignRefOf(bounty, campaign), reason: why } }];
}

/** The bounty's end, once no campaign is active: a pending one closes with it; the whole reservation is released. */
function expireBountyIfDue(bounty: Bounty, campaign: Campaign | null, now: Date): BountyEvent[] {
  if (!isPast(bounty.expiresAt, now) || campaign?.status === 'active') return [];
  const pending = campaign ? endPendingCampaignWithBounty({ ...bounty, campaign }, 'bounty_expired') : [];
  return [...pending, { type: 'BountyExpired', data: { ...heldRefOf(bounty), releasedAmount: totalOf(bounty) } }];
}

function enforceDeadlines({ bountyId }: EnforceBountyDeadlines, state: BountiesState, now: Date): BountyEvent[] {
  const bounty = state.bounties.get(bountyId);
  if (bounty?.status !== 'open') return [];
  const { campaign } = bounty;
  const campaignDue = campaign !== null && isPast(campaign.deadline, now);
  const ended = campaignDue ? expireCampaign(bounty, campaign) : [];
  return [...ended, ...expireBountyIfDue(bounty, campaignDue ? null : campaign, now)];
}

function endForUnavailableCurator({ campaignId, curator }: EndCampaignOfUnavailableCurator, state: BountiesState, now: Date): BountyEvent[] {
  const found = campaignUnderWay(state, campaignId);
  if (!found || (curator.isActive && curator.isCurator)) return [];
  return [...expireCampaign(found.bounty, found.campaign, 'curator_unavailable'), ...expireBountyIfDue(found.bounty, null, now)];
}

function claim(command: ClaimBounty, state: BountiesState, now: Date): BountyEvent[] | DomainError {
  // A curator an admin deactivates has their campaigns ended (decision 0013): a claim in flight then starts none.
  if (!command.curator.isCurator || !command.curator.isActive) return new DomainError('forbidden', CURATORS_ONLY);
  const bounty = state.bounties.get(command.bountyId);
  if (!bounty || bounty.status === 'funding' || bounty.status === 'unfunded' || bounty.status === 'voided' || !command.artist.isActive) {
    return new DomainError('not_found', BOUNTY_NOT_FOUND);
  }
  if (bounty.artistId === command.curatorId) return new DomainError('forbidden', OWN_BOUNTY);
  if (bounty.status !== 'open' || bounty.campaign || isPast(bounty.expiresAt, now)) return new DomainError('conflict', BOUNTY_NOT_OPEN);
  if (bounty.pendingChange) return new DomainError('conflict', BOUNTY_BEING_CHANGED);
  const { campaignId, curatorId, playlistId, matchPercentage } = command;
  return [{ type: 'BountyClaimed', data: { ...refOf(bounty), campaignId, curatorId, playlistId, matchPercentage, acceptBy: later(now, command.acceptWindowMs) } }];
}

type CampaignMove = AcceptCampaign | RejectCampaign | CompleteCampaign;

/**
 * The curator moves their campaign on: accept or reject a pending one, complete one under way, each
 * before its deadline. A pending campaign's deadline is the earlier of its accept deadline and its
 * bounty's end (`dueAtOf`, decision 0018), even before that deadline's job has run.
 */
function moveCampaign(command: CampaignMove, state: BountiesState, now: Date): BountyEvent[] | DomainError {
  const found = state.campaigns.get(command.campaignId);
  const bounty = found && state.bounties.get(found.bountyId);
  if (!found || !bounty) return new DomainError('not_found', CAMPAIGN_NOT_FOUND);
  if (found.curatorId !== command.curatorId) return new DomainError('forbidden', NOT_YOUR_CAMPAIGN);
  const ref = campaignRefOf(bounty, found);
  const from = found.status;
  const wanted: CampaignStatus[] = command.type === 'CompleteCampaign' ? ['pending', 'active'] : ['pending'];
  if (!wanted.includes(from)) return new DomainError('conflict', campaignAlready(from));
  if (command.type === 'RejectCampaign') {
    const feedback = command.curatorFeedback?.trim() || null;
    return feedback ? [{ type: 'CampaignRejected', data: { ...ref, curatorFeedback: feedback } }] : new DomainError('invalid', REJECTION_NEEDS_FEEDBACK);
  }
  if (isPast(dueAtOf(bounty.expiresAt, found), now)) return new DomainError('conflict', CAMPAIGN_PAST_DEADLINE);
  if (command.type === 'AcceptCampaign') return [{ type: 'CampaignAccepted', data: { ...ref, completeBy: later(now, command.completionWindowMs) } }];
  return complete(command, bounty, ref);
}

function complete(command: CompleteCampaign, bounty: Bounty, ref: ReturnType<typeof campaignRefOf>): BountyEvent[] | DomainError {
  const feedback = command.curatorFeedback?.trim() || null;
  if (!command.outcome) return new DomainError('invalid', COMPLETION_NEEDS_OUTCOME);
  if (command.outcome === 'placed' && bounty.serviceType !== 'both') return new DomainError('invalid', PLACED_NEEDS_BOTH);
  if (!feedback) return new DomainError('invalid', COMPLETION_NEEDS_FEEDBACK);
  const paidAmount = bounty.reviewAmount + (command.outcome === 'placed' ? bounty.placementAmount : 0);
  return [{ type: 'CampaignCompleted', data: { ...ref, reservationIds: [...bounty.reservationIds], outcome: command.outcome, curatorFeedback: feedback, paidAmount, releasedAmount: totalOf(bounty) - paidAmount } }];
}

export const bountiesDecider = {
  initialState: initialBountiesState,
  evolve: evolveBounties,
  decide: decideBounties,
};
