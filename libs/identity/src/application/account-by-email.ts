import type { EventStore } from '#eventstore';
import { loadState } from '#platform';
import { emailClaimDecider, emailClaimStream, normalizeEmail } from '../domain/email-claim.js';
import { userDecider } from '../domain/user.decide.js';
import { type UserState, userStream } from '../domain/user.state.js';

export type RegisteredAccount = Extract<UserState, { status: 'registered' }>;

/**
 * The registered account that owns an email, read from its claim stream and the account's own
 * stream (never the read model, which may lag a sign-up); null when there is none, or when the
 * account has moved to another address (a claim a crash kept from being released).
 */
export async function accountByEmail(store: EventStore, email: string): Promise<RegisteredAccount | null> {
  const { state: claim } = await loadState(store, emailClaimStream(email), emailClaimDecider);
  if (!claim.claimedBy) return null;
  const { state: account } = await loadState(store, userStream(claim.claimedBy), userDecider);
  return account.status === 'registered' && account.email === normalizeEmail(email) ? account : null;
}
