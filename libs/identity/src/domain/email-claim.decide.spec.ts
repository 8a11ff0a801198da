// A decider's spec sits beside it in domain/, named after it <decider>.decide.spec.ts (this one: emailClaimDecider, email-claim.ts).
import { deciderSpecification, FIXED_NOW } from '#testing';
import { type ClaimOwner, EMAIL_TAKEN, emailClaimDecider, ORPHANED_CLAIM_AGE_MS } from './email-claim.js';
import type { EmailClaimEvent } from './user.events.js';

const spec = deciderSpecification(emailClaimDecider);

const claimedAt = '2026-01-15T11:00:00.000Z';
/** A past claim; `claimedAt: null` is one recorded before the time was kept. */
const emailClaimed = (userId: string, at: string | null = claimedAt): EmailClaimEvent => ({
  type: 'EmailClaimed',
  data: at === null ? { email: 'ana@example.com', userId } : { email: 'ana@example.com', userId, claimedAt: at },
});
const released = (userId: string): EmailClaimEvent => ({ type: 'EmailReleased', data: { email: 'ana@example.com', userId } });
const claim = (userId: string, owner: ClaimOwner = 'holds_email') => ({ type: 'ClaimEmail', email: 'ana@example.com', userId, owner }) as const;
const release = (userId: string) => ({ type: 'ReleaseEmail', email: 'Ana@Example.com', userId }) as const;
const afterTheClaim = (ms: number) => new Date(Date.parse(claimedAt) + ms);
const claimedNow = (userId: string, now: Date = FIXED_NOW): EmailClaimEvent => ({ type: 'EmailClaimed', data: { email: 'ana@example.com', userId, claimedAt: now.toISOString() } });

describe('email claim rules', () => {
  it('claims a free email, normalised, at the time of the decision', () => {
    spec.given([]).when({ type: 'ClaimEmail', email: ' Ana@Example.COM ', userId: 'u1', owner: 'no_account' }).then([claimedNow('u1')]);
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
    spec.given([emailClaimed('u1')]).when(claim('u2', 'no_account'), afterTheClaim(ORPHANED_CLAIM_AGE_MS)).thenRefuses('conflict', EMAIL_TAKEN);
  });

  it('takes over a claim without its account just past that age: no new event, and the claim keeps its owner, the id to register', () => {
    const takeover = spec.given([emailClaimed('u1')]).when(claim('u2', 'no_account'), afterTheClaim(ORPHANED_CLAIM_AGE_MS + 1));
    takeover.thenNothingHappens();
    expect(takeover.stateAfter()).toEqual({ claimedBy: 'u1', claimedAt });
  });

  it('never takes over a claim whose owner has the address, however old', () => {
    spec.given([emailClaimed('u1')]).when(claim('u2', 'holds_email'), afterTheClaim(365 * 24 * 3_600_000)).thenRefuses('conflict', EMAIL_TAKEN);
  });

  it('counts a claim recorded without claimedAt (older events) as old: taken over when its account is missing, refused while it has the address', () => {
    spec.given([emailClaimed('u1', null)]).when(claim('u2', 'no_account')).thenNothingHappens();
    expect(spec.given([emailClaimed('u1', null)]).when(claim('u2', 'no_account')).stateAfter()).toEqual({ claimedBy: 'u1', claimedAt: null });
    spec.given([emailClaimed('u1', null)]).when(claim('u2', 'holds_email')).thenRefuses('conflict', EMAIL_TAKEN);
  });
});

describe('email changes: an account moving from one address to another', () => {
  it('releases the old address, by its holder only, and the address is then free for anyone', () => {
    const freed = spec.given([emailClaimed('u1')]).when(release('u1'));
    freed.then([released('u1')]);
    expect(freed.stateAfter()).toEqual({ claimedBy: null, claimedAt: null });
    spec.given([emailClaimed('u1')]).when(release('u2')).thenNothingHappens();
    spec.given([emailClaimed('u1'), released('u1')]).when(release('u1')).thenNothingHappens();
    spec.given([emailClaimed('u1'), released('u1')]).when(claim('u2', 'no_account')).then([claimedNow('u2')]);
  });

  it('refuses the address an account is moving to while that change may still be under way', () => {
    spec.given([emailClaimed('u1')]).when(claim('u2', 'other_email'), afterTheClaim(ORPHANED_CLAIM_AGE_MS)).thenRefuses('conflict', EMAIL_TAKEN);
  });

  it('passes on a claim whose account has another address, once that old (a change or a release a crash cut off)', () => {
    const now = afterTheClaim(ORPHANED_CLAIM_AGE_MS + 1);
    spec.given([emailClaimed('u1')]).when(claim('u2', 'other_email'), now).then([claimedNow('u2', now)]);
  });

  it('claims afresh the address its holder is moving back to, so that the change under way is protected', () => {
    const now = afterTheClaim(3_600_000);
    spec.given([emailClaimed('u1')]).when(claim('u1', 'other_email'), now).then([claimedNow('u1', now)]);
  });
});
