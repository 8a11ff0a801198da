// A decider's spec sits beside it in domain/, named after it <decider>.decide.spec.ts (this one: emailClaimDecider, email-claim.ts).
import { deciderSpecification, FIXED_NOW } from '#testing';
import { EMAIL_TAKEN, emailClaimDecider, ORPHANED_CLAIM_AGE_MS } from './email-claim.js';
import type { EmailClaimEvent } from './user.events.js';

const spec = deciderSpecification(emailClaimDecider);

const claimedAt = '2026-01-15T11:00:00.000Z';
/** A past claim; `claimedAt: null` is one recorded before the time was kept. */
const emailClaimed = (userId: string, at: string | null = claimedAt): EmailClaimEvent => ({
  type: 'EmailClaimed',
  data: at === null ? { email: 'ana@example.com', userId } : { email: 'ana@example.com', userId, claimedAt: at },
});
const claim = (userId: string, ownerHasAccount = true) => ({ email: 'ana@example.com', userId, ownerHasAccount });
const afterTheClaim = (ms: number) => new Date(Date.parse(claimedAt) + ms);

describe('email claim rules', () => {
  it('claims a free email, normalised, at the time of the decision', () => {
    spec.given([]).when({ email: ' Ana@Example.COM ', userId: 'u1', ownerHasAccount: false })
      .then([{ type: 'EmailClaimed', data: { email: 'ana@example.com', userId: 'u1', claimedAt: FIXED_NOW.toISOString() } }]);
  });

  it('accepts a retry by the account that holds the claim', () => {
    spec.given([emailClaimed('u1')]).when(claim('u1')).thenNothingHappens();
  });

  it('refuses an email that another account claimed', () => {
    spec.given([emailClaimed('u1')]).when(claim('u2')).thenRefuses('conflict', 'An account with this email already exists');
  });
});

describe('orphaned email claims (a crash between the claim and the account)', () => {
  it(`refuses a claim whose account is missing but which is exactly ${ORPHANED_CLAIM_AGE_MS} ms old: its sign-up may still be under way`, () => {
    spec.given([emailClaimed('u1')]).when(claim('u2', false), afterTheClaim(ORPHANED_CLAIM_AGE_MS)).thenRefuses('conflict', EMAIL_TAKEN);
  });

  it('takes over a claim without its account just past that age: no new event, and the claim keeps its owner, the id to register', () => {
    const takeover = spec.given([emailClaimed('u1')]).when(claim('u2', false), afterTheClaim(ORPHANED_CLAIM_AGE_MS + 1));
    takeover.thenNothingHappens();
    expect(takeover.stateAfter()).toEqual({ claimedBy: 'u1', claimedAt });
  });

  it('never takes over a claim whose owner has an account, however old', () => {
    spec.given([emailClaimed('u1')]).when(claim('u2', true), afterTheClaim(365 * 24 * 3_600_000)).thenRefuses('conflict', EMAIL_TAKEN);
  });

  it('counts a claim recorded without claimedAt (older events) as old: taken over when its account is missing, refused otherwise', () => {
    spec.given([emailClaimed('u1', null)]).when(claim('u2', false)).thenNothingHappens();
    expect(spec.given([emailClaimed('u1', null)]).when(claim('u2', false)).stateAfter()).toEqual({ claimedBy: 'u1', claimedAt: null });
    spec.given([emailClaimed('u1', null)]).when(claim('u2', true)).thenRefuses('conflict', EMAIL_TAKEN);
  });
});
