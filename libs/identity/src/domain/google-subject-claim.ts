import { createHash } from 'node:crypto';
import { DomainError } from '#platform';
import type { GoogleSubjectClaimEvent } from './user.events.js';

/** A Google account links to one account: each `sub` has a stream that its first claim creates. */
export const googleSubjectClaimStream = (subject: string): string =>
  `googlesubject-${createHash('sha256').update(subject).digest('hex')}`;

export const GOOGLE_ACCOUNT_TAKEN = 'This Google account is already linked to another account';

export type GoogleSubjectClaimState = { readonly claimedBy: string | null };

export const googleSubjectClaimDecider = {
  initialState: (): GoogleSubjectClaimState => ({ claimedBy: null }),
  evolve: (_state: GoogleSubjectClaimState, event: GoogleSubjectClaimEvent): GoogleSubjectClaimState => ({ claimedBy: event.data.userId }),
  decide(command: { subject: string; userId: string }, state: GoogleSubjectClaimState, _now: Date): GoogleSubjectClaimEvent[] | DomainError {
    if (state.claimedBy === command.userId) return [];
    if (state.claimedBy !== null) return new DomainError('conflict', GOOGLE_ACCOUNT_TAKEN);
    return [{ type: 'GoogleSubjectClaimed', data: { subject: command.subject, userId: command.userId } }];
  },
};
