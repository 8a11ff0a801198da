import { createHash } from 'node:crypto';
import { DomainError } from '#platform';
import type { EmailClaimEvent } from './user.events.js';

/** Emails are unique: each has a stream that its first claim creates with "no stream" expected. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const emailClaimStream = (email: string): string =>
  `useremail-${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;

export type EmailClaimState = { readonly claimedBy: string | null };

export const emailClaimDecider = {
  initialState: (): EmailClaimState => ({ claimedBy: null }),
  evolve: (_state: EmailClaimState, event: EmailClaimEvent): EmailClaimState => ({ claimedBy: event.data.userId }),
  decide(command: { email: string; userId: string }, state: EmailClaimState): EmailClaimEvent[] | DomainError {
    if (state.claimedBy === command.userId) return [];
    if (state.claimedBy !== null) return new DomainError('conflict', 'An account with this email already exists');
    return [{ type: 'EmailClaimed', data: { email: normalizeEmail(command.email), userId: command.userId } }];
  },
};
