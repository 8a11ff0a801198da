import { bountyEscrowSteps, type EscrowStep, submissionEscrowSteps } from './escrow-steps.js';

const bounty = { bountyId: 'b1', songId: 's1', artistId: 'a1' };
const request = { submissionId: 'r1', songId: 's1', playlistId: 'p1', artistId: 'a1', curatorId: 'c1' };
const kinds = (steps: readonly EscrowStep[]) => steps.map((step) => step.step);

/**
 * Decision 0018's table, for the rows whose reservation was never held: the request that recorded
 * the verdict never reserved, but the process manager following the opening may still do so
 * afterwards. Their settle closes the reservation (or releases what such a late reserve held).
 */
describe('the escrow steps of a bounty or request that never opened', () => {
  it('settle the bounty’s reservation before releasing the song, when its song could not be held or its coins were short', () => {
    const voided = bountyEscrowSteps({ type: 'BountyVoided', data: { ...bounty, reason: 'song_unavailable' } });
    const unfunded = bountyEscrowSteps({ type: 'BountyUnfunded', data: { ...bounty, needed: 150, available: 0 } });
    for (const steps of [voided, unfunded]) {
      expect(kinds(steps)).toEqual(['settle', 'release-song']);
      expect(steps[0]).toMatchObject({ userId: 'a1', reservationId: 'b1', payout: null });
    }
  });

  it('settle the request’s reservation before releasing the song, when its song could not be held or its coins were short', () => {
    const voided = submissionEscrowSteps({ type: 'SubmissionVoided', data: { ...request, reason: 'song_unavailable' } });
    const unfunded = submissionEscrowSteps({ type: 'SubmissionUnfunded', data: { ...request, needed: 25, available: 0 } });
    for (const steps of [voided, unfunded]) {
      expect(kinds(steps)).toEqual(['settle', 'release-song']);
      expect(steps[0]).toMatchObject({ userId: 'a1', reservationId: 'r1', payout: null });
    }
  });
});
