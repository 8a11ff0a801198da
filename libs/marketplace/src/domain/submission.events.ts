import type { DomainEvent } from '#platform';

export type SubmissionType = 'review' | 'placement';
/** The curator's answer (spec section 4). */
export type SubmissionAnswer = 'reviewed' | 'added' | 'rejected';

interface SubmissionRef {
  readonly submissionId: string;
  readonly songId: string;
  readonly playlistId: string;
  readonly artistId: string;
  readonly curatorId: string;
}

/**
 * Past-tense facts of a `submissions-<songId>-<playlistId>` stream: one song's submissions to one
 * playlist, one pending at a time (decided here). Money is decided here and carried out on the
 * wallets by the escrow process manager (docs/decisions/0010). Never renamed or reshaped.
 */
export type SubmissionEvent =
  /** The artist asked; `price` is the playlist's price for `type` at that moment. `funding` until the wallet holds it. */
  | DomainEvent<'SubmissionSent', SubmissionRef & {
      type: SubmissionType;
      message: string;
      price: number;
      /** The playlist's review price then: what a placement request pays when only reviewed. */
      reviewPrice: number;
      matchPercentage: number;
      sentAt: string;
      /** When it expires, refunded in full, if the curator has not answered (sentAt + SUBMISSION_RESPONSE_WINDOW). */
      respondBy: string;
    }>
  /** The wallet holds the price: the submission is pending for the curator. */
  | DomainEvent<'SubmissionFunded', SubmissionRef & { amount: number }>
  /** The wallet could not hold the price: nothing was sent (anything reserved is released). */
  | DomainEvent<'SubmissionUnfunded', SubmissionRef & { needed: number; available: number }>
  /** The song could not be held for the request (deleted or hidden meanwhile, decision 0018): nothing was sent or reserved. */
  | DomainEvent<'SubmissionVoided', SubmissionRef & { reason: 'song_unavailable' }>
  /** The curator answered: `paidAmount` goes to the curator, `refundedAmount` back to the artist. */
  | DomainEvent<'SubmissionAnswered', SubmissionRef & { status: SubmissionAnswer; curatorFeedback: string | null; paidAmount: number; refundedAmount: number }>
  /** No answer within the response window: refunded in full. */
  | DomainEvent<'SubmissionExpired', SubmissionRef & { refundedAmount: number }>;

export type SubmissionEventType = SubmissionEvent['type'];
export const SUBMISSION_EVENT_TYPES: readonly SubmissionEventType[] = [
  'SubmissionSent', 'SubmissionFunded', 'SubmissionUnfunded', 'SubmissionVoided', 'SubmissionAnswered', 'SubmissionExpired',
];

export const submissionsStream = (songId: string, playlistId: string): string => `submissions-${songId}-${playlistId}`;
