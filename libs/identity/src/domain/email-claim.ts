import { createHash } from 'node:crypto';
import { DomainError } from '#platform';
import type { EmailClaimEvent } from './user.events.js';

/** Emails are unique: each has a stream that its first claim creates with "no stream" expected. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const emailClaimStream = (email: string): string =>
  `useremail-${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;

/** A claim this old without its account was left by a crash; a younger one may still be completing. */
export const ORPHANED_CLAIM_AGE_MS = 60_000;

export const EMAIL_TAKEN = 'An account with this email already exists';

export type EmailClaimState = {
  readonly claimedBy: string | null;
  /** When the claim was made; null for claims recorded before the time was kept (all long orphaned or complete). */
  readonly claimedAt: string | null;
};

/**
 * `ownerHasAccount`: whether the account of the current claim was written (read by the handler
 * from that account's stream; false when there is no claim yet).
 */
export interface ClaimEmail {
  readonly email: string;
  readonly userId: string;
  readonly ownerHasAccount: boolean;
}

const isOrphaned = (state: EmailClaimState, ownerHasAccount: boolean, now: Date): boolean =>
  !ownerHasAccount && (state.claimedAt === null || now.getTime() - Date.parse(state.claimedAt) > ORPHANED_CLAIM_AGE_MS);

/**
 * A claim whose account was never written (a crash between the two appends) is taken over by the
 * next sign-up with that email, under the orphaned account's id, once it is old enough that it
 * cannot be a sign-up still under way: the decision is then no new event, and the claim's owner
 * is the id to register.
 */
export const emailClaimDecider = {
  initialState: (): EmailClaimState => ({ claimedBy: null, claimedAt: null }),
  evolve: (_state: EmailClaimState, event: EmailClaimEvent): EmailClaimState => ({
    claimedBy: event.data.userId,
    claimedAt: event.data.claimedAt ?? null,
  }),
  decide(command: ClaimEmail, state: EmailClaimState, now: Date): EmailClaimEvent[] | DomainError {
    if (state.claimedBy === command.userId) return [];
    if (state.claimedBy !== null) return isOrphaned(state, command.ownerHasAccount, now) ? [] : new DomainError('conflict', EMAIL_TAKEN);
    return [{ type: 'EmailClaimed', data: { email: normalizeEmail(command.email), userId: command.userId, claimedAt: now.toISOString() } }];
  },
};
