// A decider's spec sits beside it in domain/, named after it <decider>.decide.spec.ts (this one: googleSubjectClaimDecider).
import { deciderSpecification } from '#testing';
import { GOOGLE_ACCOUNT_TAKEN, googleSubjectClaimDecider } from './google-subject-claim.js';

const spec = deciderSpecification(googleSubjectClaimDecider);
const claimed = (userId: string) => ({ type: 'GoogleSubjectClaimed', data: { subject: 'g-1', userId } }) as const;

describe('Google subject claim rules', () => {
  it('lets one account claim a Google account', () => {
    spec.given([]).when({ subject: 'g-1', userId: 'u1' }).then([claimed('u1')]);
  });

  it('accepts a retry by the account that holds the claim, and refuses any other account', () => {
    spec.given([claimed('u1')]).when({ subject: 'g-1', userId: 'u1' }).thenNothingHappens();
    spec.given([claimed('u1')]).when({ subject: 'g-1', userId: 'u2' }).thenRefuses('conflict', GOOGLE_ACCOUNT_TAKEN);
  });
});
