import type { BountyCommand } from './bounty.decide.js';
import type { BountyEvent } from './bounty.events.js';
import { totalOf } from './bounty.state.js';
import type { SubmissionCommand } from './submission.decide.js';
import type { SubmissionEvent } from './submission.events.js';

/** A command on an escrow's own stream: a song's bounties, or one song's requests to one playlist. */
export type IntentCommand =
  | { readonly stream: 'bounties'; readonly songId: string; readonly command: BountyCommand }
  | { readonly stream: 'submissions'; readonly songId: string; readonly playlistId: string; readonly command: SubmissionCommand };

/** Why a reservation ends, as the wallet records it. */
export type SettleReason = 'unfunded' | 'cancelled' | 'expired' | 'settled' | 'refunded';
export type ReserveVerdict = { readonly reserved: true } | { readonly reserved: false; readonly needed: number; readonly available: number };
/** What a deadline job asks about: a bounty (its campaign's deadlines and its end) or a request. */
export type DeadlineTarget =
  | { readonly kind: 'bounty'; readonly songId: string; readonly bountyId: string }
  | { readonly kind: 'submission'; readonly songId: string; readonly playlistId: string; readonly submissionId: string };

/**
 * One step an escrow event asks for on another stream (decision 0018). Every step is idempotent on
 * its ids, so the request that decided the event and the escrow process manager after a crash
 * can both run it. A step that can be refused names what its refusal records on the escrow's own
 * stream, and the event's later steps are then skipped.
 */
export type EscrowStep =
  | { readonly step: 'hold-song'; readonly songId: string; readonly artistId: string; readonly holdId: string; readonly hold: 'bounty' | 'request'; readonly amount: number; readonly onRefused: IntentCommand }
  | { readonly step: 'reserve'; readonly userId: string; readonly reservationId: string; readonly amount: number; readonly cause: ReserveCause; readonly record: (verdict: ReserveVerdict) => IntentCommand }
  | {
      readonly step: 'replace-reservation';
      readonly userId: string;
      readonly from: readonly string[];
      readonly reservationId: string;
      readonly amount: number;
      /** Where the verdict is recorded; null when nothing waits for it. */
      readonly record: ((verdict: ReserveVerdict) => IntentCommand) | null;
    }
  | { readonly step: 'settle'; readonly userId: string; readonly reservationId: string; readonly payout: { readonly amount: number; readonly payeeId: string } | null; readonly reason: SettleReason; readonly campaignId: string | null }
  | { readonly step: 'release-song'; readonly songId: string; readonly holdId: string; readonly placed: boolean }
  | { readonly step: 'take-slot'; readonly curatorId: string; readonly campaignId: string; readonly songId: string; readonly bountyId: string; readonly onRefused: IntentCommand }
  | { readonly step: 'free-slot'; readonly curatorId: string; readonly campaignId: string }
  | { readonly step: 'deadline'; readonly target: DeadlineTarget; readonly key: string; readonly at: string };

export type ReserveCause =
  | { readonly kind: 'bounty'; readonly bountyId: string; readonly songId: string; readonly campaignId: null }
  | { readonly kind: 'submission'; readonly submissionId: string; readonly songId: string; readonly playlistId: string };

/** The money steps of a bounty and of the campaign on it: the table of decision 0018. */
export function bountyEscrowSteps(event: BountyEvent): EscrowStep[] {
  const { songId, bountyId, artistId } = event.data;
  const onBounty = (command: BountyCommand): IntentCommand => ({ stream: 'bounties', songId, command });
  const target: DeadlineTarget = { kind: 'bounty', songId, bountyId };
  // Each reservation that may hold the bounty's coins: the wallet moves only the open one.
  const settle = (reason: SettleReason, payout: { amount: number; payeeId: string } | null = null, campaignId: string | null = null): EscrowStep[] =>
    heldIn(event).map((reservationId) => ({ step: 'settle', userId: artistId, reservationId, payout, reason, campaignId }));
  const releaseSong: EscrowStep = { step: 'release-song', songId, holdId: bountyId, placed: false };
  switch (event.type) {
    case 'BountySet': {
      const amount = totalOf(event.data);
      return [
        { step: 'hold-song', songId, artistId, holdId: bountyId, hold: 'bounty', amount, onRefused: onBounty({ type: 'VoidBounty', bountyId }) },
        { step: 'reserve', userId: artistId, reservationId: bountyId, amount, cause: { kind: 'bounty', bountyId, songId, campaignId: null }, record: (outcome) => onBounty({ type: 'RecordBountyFunding', bountyId, outcome }) },
        { step: 'deadline', target, key: bountyId, at: event.data.expiresAt },
      ];
    }
    case 'BountyClaimed': {
      const { campaignId, curatorId, acceptBy } = event.data;
      return [
        { step: 'take-slot', curatorId, campaignId, songId, bountyId, onRefused: onBounty({ type: 'WithdrawClaim', campaignId }) },
        ...(acceptBy ? [{ step: 'deadline', target, key: `${campaignId}.accept`, at: acceptBy } as const] : []),
      ];
    }
    case 'BountyChangeRequested': {
      const { changeId, fromReservationIds, reservationId, amount } = event.data;
      const record = (outcome: ReserveVerdict) => onBounty({ type: 'RecordBountyChange', bountyId, changeId, outcome });
      return [{ step: 'replace-reservation', userId: artistId, from: fromReservationIds, reservationId, amount, record }];
    }
    case 'BountyChangeRefused': {
      // Nothing moves unless the wallet moved the coins after all: then they go back to the terms that stay.
      const { changeId, restoredReservationId, amount } = event.data;
      return [{ step: 'replace-reservation', userId: artistId, from: [changeId], reservationId: restoredReservationId, amount, record: null }];
    }
    case 'BountyChanged':
      return [];
    case 'CampaignAccepted':
      return event.data.completeBy ? [{ step: 'deadline', target, key: `${event.data.campaignId}.complete`, at: event.data.completeBy }] : [];
    case 'CampaignRejected':
    case 'CampaignExpired':
    case 'CampaignWithdrawn':
      return [{ step: 'free-slot', curatorId: event.data.curatorId, campaignId: event.data.campaignId }];
    case 'CampaignCompleted': {
      const { paidAmount, curatorId, campaignId } = event.data;
      return [...settle('settled', { amount: paidAmount, payeeId: curatorId }, campaignId), { step: 'free-slot', curatorId, campaignId }, releaseSong];
    }
    case 'BountyUnfunded':
      return [...settle('unfunded'), releaseSong];
    case 'BountyCancelled':
      return [...settle('cancelled'), releaseSong];
    case 'BountyExpired':
      return [...settle('expired'), releaseSong];
    case 'BountyVoided':
      // Nothing was reserved by the request; closing the reservation keeps a late one from holding the coins.
      return [...settle('unfunded'), releaseSong];
    case 'BountyFunded':
      return [];
  }
}

/** The reservations that may hold a bounty's coins when an event settles it (its own id before changes existed). */
function heldIn(event: BountyEvent): readonly string[] {
  const ids = 'reservationIds' in event.data ? event.data.reservationIds : undefined;
  return ids ?? [event.data.bountyId];
}

/** The money steps of a campaign request. */
export function submissionEscrowSteps(event: SubmissionEvent): EscrowStep[] {
  const { songId, playlistId, submissionId, artistId } = event.data;
  const onRequest = (command: SubmissionCommand): IntentCommand => ({ stream: 'submissions', songId, playlistId, command });
  const settle = (reason: SettleReason, payout: { amount: number; payeeId: string } | null = null): EscrowStep =>
    ({ step: 'settle', userId: artistId, reservationId: submissionId, payout, reason, campaignId: null });
  const releaseSong = (placed = false): EscrowStep => ({ step: 'release-song', songId, holdId: submissionId, placed });
  switch (event.type) {
    case 'SubmissionSent': {
      const { price, respondBy } = event.data;
      return [
        { step: 'hold-song', songId, artistId, holdId: submissionId, hold: 'request', amount: price, onRefused: onRequest({ type: 'VoidSubmission', submissionId }) },
        { step: 'reserve', userId: artistId, reservationId: submissionId, amount: price, cause: { kind: 'submission', submissionId, songId, playlistId }, record: (outcome) => onRequest({ type: 'RecordSubmissionFunding', submissionId, outcome }) },
        { step: 'deadline', target: { kind: 'submission', songId, playlistId, submissionId }, key: submissionId, at: respondBy },
      ];
    }
    case 'SubmissionAnswered': {
      const { paidAmount, curatorId, status } = event.data;
      return [paidAmount > 0 ? settle('settled', { amount: paidAmount, payeeId: curatorId }) : settle('refunded'), releaseSong(status === 'added')];
    }
    case 'SubmissionExpired':
      return [settle('expired'), releaseSong()];
    case 'SubmissionUnfunded':
      return [settle('unfunded'), releaseSong()];
    case 'SubmissionVoided':
      return [settle('unfunded'), releaseSong()];
    case 'SubmissionFunded':
      return [];
  }
}
