import { createHash } from 'node:crypto';
import { DomainError } from '#platform';
import type { EmailClaimEvent } from './user.events.js';

/** Emails are unique: each has a stream that its first claim creates with "no stream" expected. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const emailClaimStream = (email: string): string =>
  `useremail-${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;

/** A claim this old that its account does not stand behind was left by a crash; a younger one may still be completing. */
export const ORPHANED_CLAIM_AGE_MS = 60_000;

export const EMAIL_TAKEN = 'An account with this email already exists';

export type EmailClaimState = {
  /** Null before the first claim and after a release. */
  readonly claimedBy: string | null;
  /** When the claim was made; null for claims recorded before the time was kept (all long orphaned or complete). */
  readonly claimedAt: string | null;
};

/**
 * The current claim's owner as the owner's own `user-…` stream shows it, read by the handler:
 * - `no_account`: nothing written there (no claim yet, a sign-up still under way, or one a crash cut off);
 * - `holds_email`: an account whose address this is;
 * - `other_email`: an account with another address (one moving here now, or one that moved away
 *   and was cut off before it released this claim).
 */
export type ClaimOwner = 'no_account' | 'holds_email' | 'other_email';

export interface ClaimEmail {
  readonly type: 'ClaimEmail';
  readonly email: string;
  readonly userId: string;
  readonly owner: ClaimOwner;
}

/** The account gives the address up: it has moved to another one. */
export interface ReleaseEmail {
  readonly type: 'ReleaseEmail';
  readonly email: string;
  readonly userId: string;
}

export type EmailClaimCommand = ClaimEmail | ReleaseEmail;

const isOld = (state: EmailClaimState, now: Date): boolean =>
  state.claimedAt === null || now.getTime() - Date.parse(state.claimedAt) > ORPHANED_CLAIM_AGE_MS;

const claimed = (command: ClaimEmail, now: Date): EmailClaimEvent[] => [
  { type: 'EmailClaimed', data: { email: normalizeEmail(command.email), userId: command.userId, claimedAt: now.toISOString() } },
];

function decideClaim(command: ClaimEmail, state: EmailClaimState, now: Date): EmailClaimEvent[] | DomainError {
  if (state.claimedBy === null) return claimed(command, now);
  // The holder claiming again while it does not have the address (an email change back to it) claims it
  // afresh, so that the age rule below protects the change under way.
  if (state.claimedBy === command.userId) return command.owner === 'holds_email' ? [] : claimed(command, now);
  if (command.owner === 'holds_email' || !isOld(state, now)) return new DomainError('conflict', EMAIL_TAKEN);
  // A claim nobody stands behind: a sign-up a crash cut off keeps its owner, the id to register
  // (no new event; the account stream's own "no stream" check keeps that safe); one whose account
  // has another address now passes to the claimant.
  return command.owner === 'no_account' ? [] : claimed(command, now);
}

/**
 * Which account owns an email (docs/decisions/0002 and 0013). A claim whose account was never
 * written (a crash between the two appends) is taken over by the next sign-up with that email,
 * under the orphaned account's id, once it is old enough that it cannot be a sign-up still under
 * way: the decision is then no new event, and the claim's owner is the id to register. An
 * account that moves to another address releases this one; a release a crash cut off counts as
 * given once the claim is that old.
 */
export const emailClaimDecider = {
  initialState: (): EmailClaimState => ({ claimedBy: null, claimedAt: null }),
  evolve: (_state: EmailClaimState, event: EmailClaimEvent): EmailClaimState =>
    event.type === 'EmailReleased' ? { claimedBy: null, claimedAt: null } : { claimedBy: event.data.userId, claimedAt: event.data.claimedAt ?? null },
  decide(command: EmailClaimCommand, state: EmailClaimState, now: Date): EmailClaimEvent[] | DomainError {
    if (command.type === 'ClaimEmail') return decideClaim(command, state, now);
    return state.claimedBy === command.userId ? [{ type: 'EmailReleased', data: { email: normalizeEmail(command.email), userId: command.userId } }] : [];
  },
};
