import { deciderSpecification, FIXED_NOW } from '#testing';
import {
  ALREADY_HAS_BOUNTY, ARTISTS_ONLY, BOUNTY_BEING_CHANGED, BOUNTY_CLAIMED, BOUNTY_ENDED, BOUNTY_NOT_FOUND, CHANGE_UNDER_WAY, type EditBounty, BOUNTY_NOT_OPEN, bountiesDecider, type BountyCommand, CAMPAIGN_NOT_FOUND, CAMPAIGN_PAST_DEADLINE, CAMPAIGN_UNDER_WAY, campaignAlready, type ClaimBounty,
  COMPLETION_NEEDS_FEEDBACK, COMPLETION_NEEDS_OUTCOME, CURATORS_ONLY, DESCRIPTION_TOO_LONG, NO_ACTIVE_BOUNTY, NOT_YOUR_CAMPAIGN, NOT_YOUR_SONG, OWN_BOUNTY,
  PLACED_NEEDS_BOTH, PLACEMENT_AMOUNT_INVALID, REJECTION_NEEDS_FEEDBACK, REVIEW_AMOUNT_INVALID, REVIEW_ONLY_HAS_NO_PLACEMENT, type SetBounty, SONG_HIDDEN,
  SONG_NOT_FOUND,
} from './bounty.decide.js';
import type { BountyEvent, CampaignEndReason } from './bounty.events.js';
import type { MemberFacts, SongFacts } from './catalog-facts.js';

const spec = deciderSpecification(bountiesDecider);
const DAY = 86_400_000;
const artist: MemberFacts = { exists: true, isArtist: true, isCurator: false, isActive: true };
const curator: MemberFacts = { exists: true, isArtist: false, isCurator: true, isActive: true };
const song: SongFacts = { exists: true, songId: 's1', artistId: 'a1', isActive: true };
const expiresAt = new Date(FIXED_NOW.getTime() + 30 * DAY).toISOString();
const ref = { bountyId: 'b1', songId: 's1', artistId: 'a1' };
const camp = { ...ref, campaignId: 'k1', curatorId: 'c1' };
/** A settling event names the reservations that may hold the coins: the bounty's own before any change. */
const held = { ...ref, reservationIds: ['b1'] };

const setBounty = (o: Partial<SetBounty> = {}): SetBounty => ({
  type: 'SetBounty', bountyId: 'b1', artistId: 'a1', artist, song, serviceType: 'both', reviewAmount: 25, placementAmount: 125, description: ' Mix notes ', lifetimeMs: 30 * DAY, ...o,
});
const claim = (o: Partial<ClaimBounty> = {}): ClaimBounty => ({
  type: 'ClaimBounty', bountyId: 'b1', campaignId: 'k1', curatorId: 'c1', curator, artist, playlistId: 'p1', matchPercentage: 80, acceptWindowMs: 3 * DAY, ...o,
});
interface Move {
  readonly status?: 'active' | 'rejected' | 'completed';
  readonly curatorId?: string;
  readonly curatorFeedback?: string | null;
  readonly outcome?: 'reviewed' | 'placed' | null;
}
/** The curator's move on campaign k1, as the route's status names it. */
const update = ({ status = 'active', curatorId = 'c1', curatorFeedback = null, outcome = null }: Move = {}): BountyCommand => {
  const base = { campaignId: 'k1', curatorId };
  if (status === 'active') return { type: 'AcceptCampaign', ...base, completionWindowMs: 14 * DAY };
  return status === 'rejected' ? { type: 'RejectCampaign', ...base, curatorFeedback } : { type: 'CompleteCampaign', ...base, curatorFeedback, outcome };
};
const at = (ms: number) => new Date(FIXED_NOW.getTime() + ms);
const acceptBy = at(3 * DAY).toISOString();
const completeBy = at(14 * DAY).toISOString();

const set = (serviceType: 'review' | 'both' = 'both'): BountyEvent => ({
  type: 'BountySet',
  data: { ...ref, reviewAmount: 25, placementAmount: serviceType === 'both' ? 125 : 0, serviceType, description: 'Mix notes', expiresAt },
});
const funded = (amount = 150): BountyEvent => ({ type: 'BountyFunded', data: { ...ref, amount } });
const claimed: BountyEvent = { type: 'BountyClaimed', data: { ...camp, playlistId: 'p1', matchPercentage: 80, acceptBy } };
const accepted: BountyEvent = { type: 'CampaignAccepted', data: { ...camp, completeBy } };
/** Accepted to be completed after the bounty's own end. */
const acceptedPastEnd: BountyEvent = { type: 'CampaignAccepted', data: { ...camp, completeBy: at(31 * DAY).toISOString() } };
const campaignExpired = (reason: CampaignEndReason): BountyEvent => ({ type: 'CampaignExpired', data: { ...camp, reason } });
const bountyExpired: BountyEvent = { type: 'BountyExpired', data: { ...held, releasedAmount: 150 } };
const FEEDBACK = 'Placed it in the Friday slot.';

describe('bounties decider', () => {
  describe('setting', () => {
    it('sets a bounty with its terms, trimmed instructions and its end', () => {
      spec.given([]).when(setBounty()).then([set()]);
      spec.given([]).when(setBounty({ serviceType: 'review', placementAmount: 0 })).then([set('review')]);
    });

    it.each([
      ['a review amount below the range', { reviewAmount: 5 }, REVIEW_AMOUNT_INVALID],
      ['a review amount off the steps', { reviewAmount: 27 }, REVIEW_AMOUNT_INVALID],
      ['a review amount above the range', { reviewAmount: 105 }, REVIEW_AMOUNT_INVALID],
      ['a placement amount off the steps', { placementAmount: 60 }, PLACEMENT_AMOUNT_INVALID],
      ['a placement amount above the range', { placementAmount: 325 }, PLACEMENT_AMOUNT_INVALID],
      ['a placement amount on a review-only bounty', { serviceType: 'review', placementAmount: 50 }, REVIEW_ONLY_HAS_NO_PLACEMENT],
      ['instructions over 500 characters', { description: 'x'.repeat(501) }, DESCRIPTION_TOO_LONG],
    ] as const)('refuses %s (400)', (_case, change, message) => {
      spec.given([]).when(setBounty(change)).thenRefuses('invalid', message);
    });

    it('refuses a curator, a missing song, another artist’s song, a hidden song and a second active bounty', () => {
      spec.given([]).when(setBounty({ artist: curator })).thenRefuses('forbidden', ARTISTS_ONLY);
      spec.given([]).when(setBounty({ song: { exists: false } })).thenRefuses('not_found', SONG_NOT_FOUND);
      spec.given([]).when(setBounty({ artistId: 'a2' })).thenRefuses('forbidden', NOT_YOUR_SONG);
      spec.given([]).when(setBounty({ song: { ...song, isActive: false } })).thenRefuses('conflict', SONG_HIDDEN);
      spec.given([set()]).when(setBounty({ bountyId: 'b2' })).thenRefuses('conflict', ALREADY_HAS_BOUNTY);
      spec.given([set(), funded(), claimed]).when(setBounty({ bountyId: 'b2' })).thenRefuses('conflict', ALREADY_HAS_BOUNTY);
    });

    it('sets a new bounty once the last one closed or was never funded', () => {
      const cancelled: BountyEvent = { type: 'BountyCancelled', data: { ...held, releasedAmount: 150 } };
      expect(spec.given([set(), funded(), cancelled]).when(setBounty({ bountyId: 'b2' })).stateAfter().activeId).toBe('b2');
      const unfunded: BountyEvent = { type: 'BountyUnfunded', data: { ...ref, needed: 150, available: 20 } };
      expect(spec.given([set(), unfunded]).when(setBounty({ bountyId: 'b2' })).stateAfter().activeId).toBe('b2');
    });
  });

  describe('funding', () => {
    it('records the wallet’s verdict once', () => {
      spec.given([set()]).when({ type: 'RecordBountyFunding', bountyId: 'b1', outcome: { reserved: true } }).then([funded()]);
      spec.given([set(), funded()]).when({ type: 'RecordBountyFunding', bountyId: 'b1', outcome: { reserved: true } }).thenNothingHappens();
      spec
        .given([set()])
        .when({ type: 'RecordBountyFunding', bountyId: 'b1', outcome: { reserved: false, needed: 150, available: 20 } })
        .then([{ type: 'BountyUnfunded', data: { ...ref, needed: 150, available: 20 } }]);
    });
  });

  describe('cancelling', () => {
    const cancel = { type: 'CancelBounty', artistId: 'a1', song } as const;
    it('releases the whole bounty, ending a pending campaign as cancelled with it', () => {
      spec.given([set(), funded()]).when(cancel).then([{ type: 'BountyCancelled', data: { ...held, releasedAmount: 150 } }]);
      spec
        .given([set(), funded(), claimed])
        .when(cancel)
        .then([
          campaignExpired('bounty_cancelled'),
          { type: 'BountyCancelled', data: { ...held, releasedAmount: 150 } },
        ]);
    });

    it('refuses while a campaign is active, without a bounty, and for anyone but the artist', () => {
      spec.given([set(), funded(), claimed, accepted]).when(cancel).thenRefuses('conflict', CAMPAIGN_UNDER_WAY);
      spec.given([]).when(cancel).thenRefuses('not_found', NO_ACTIVE_BOUNTY);
      spec.given([set()]).when(cancel).thenRefuses('not_found', NO_ACTIVE_BOUNTY);
      spec.given([set(), funded()]).when({ ...cancel, artistId: 'a2' }).thenRefuses('forbidden', NOT_YOUR_SONG);
      spec.given([]).when({ ...cancel, song: { exists: false } }).thenRefuses('not_found', SONG_NOT_FOUND);
    });
  });

  describe('expiring', () => {
    const expire = { type: 'EnforceBountyDeadlines', bountyId: 'b1' } as const;
    const due = new Date(Date.parse(expiresAt));
    it('expires an open bounty once its time is up, closing a pending campaign', () => {
      spec.given([set(), funded()]).when(expire, due).then([{ type: 'BountyExpired', data: { ...held, releasedAmount: 150 } }]);
      const claimedLate: BountyEvent = { type: 'BountyClaimed', data: { ...camp, playlistId: 'p1', matchPercentage: 80, acceptBy: at(31 * DAY).toISOString() } };
      spec
        .given([set(), funded(), claimedLate])
        .when(expire, due)
        .then([
          campaignExpired('bounty_expired'),
          { type: 'BountyExpired', data: { ...held, releasedAmount: 150 } },
        ]);
      // A pending campaign past its own deadline too ends as not accepted.
      spec.given([set(), funded(), claimed]).when(expire, due).then([campaignExpired('not_accepted'), bountyExpired]);
    });

    it('leaves it before its time, with an active campaign, and once closed', () => {
      spec.given([set(), funded()]).when(expire, new Date(due.getTime() - 1)).thenNothingHappens();
      spec.given([set(), funded(), claimed, acceptedPastEnd]).when(expire, due).thenNothingHappens();
      const expired: BountyEvent = { type: 'BountyExpired', data: { ...held, releasedAmount: 150 } };
      spec.given([set(), funded(), expired]).when(expire, due).thenNothingHappens();
      spec.given([]).when(expire, due).thenNothingHappens();
    });
  });

  describe('claiming', () => {
    it('opens a pending campaign for the first curator', () => {
      spec.given([set(), funded()]).when(claim()).then([claimed]);
    });

    it('refuses a non-curator or a deactivated one, an unknown or unfunded bounty, one’s own song, a deactivated artist’s bounty, a claimed, closed or expired bounty', () => {
      spec.given([set(), funded()]).when(claim({ curator: artist })).thenRefuses('forbidden', CURATORS_ONLY);
      spec.given([set(), funded()]).when(claim({ curator: { ...curator, isActive: false } })).thenRefuses('forbidden', CURATORS_ONLY);
      spec.given([]).when(claim()).thenRefuses('not_found', BOUNTY_NOT_FOUND);
      spec.given([set()]).when(claim()).thenRefuses('not_found', BOUNTY_NOT_FOUND);
      spec.given([set(), funded()]).when(claim({ curatorId: 'a1' })).thenRefuses('forbidden', OWN_BOUNTY);
      // An artist an admin deactivated: their bounty is out of reach as their pages are (0013).
      spec.given([set(), funded()]).when(claim({ artist: { ...artist, isActive: false } })).thenRefuses('not_found', BOUNTY_NOT_FOUND);
      spec.given([set(), funded(), claimed]).when(claim({ curatorId: 'c2', campaignId: 'k2' })).thenRefuses('conflict', BOUNTY_NOT_OPEN);
      const cancelled: BountyEvent = { type: 'BountyCancelled', data: { ...held, releasedAmount: 150 } };
      spec.given([set(), funded(), cancelled]).when(claim()).thenRefuses('conflict', BOUNTY_NOT_OPEN);
      spec.given([set(), funded()]).when(claim(), new Date(Date.parse(expiresAt))).thenRefuses('conflict', BOUNTY_NOT_OPEN);
    });

    it('is open again to others after a rejection', () => {
      const rejected: BountyEvent = { type: 'CampaignRejected', data: { ...camp, curatorFeedback: 'Not my genre at all.' } };
      spec
        .given([set(), funded(), claimed, rejected])
        .when(claim({ curatorId: 'c2', campaignId: 'k2' }))
        .then([{ type: 'BountyClaimed', data: { ...ref, campaignId: 'k2', curatorId: 'c2', playlistId: 'p1', matchPercentage: 80, acceptBy } }]);
    });
  });

  describe('campaigns', () => {
    it('accepts, rejects with feedback, and completes with the pay of the outcome', () => {
      spec.given([set(), funded(), claimed]).when(update()).then([accepted]);
      spec.given([set(), funded(), claimed]).when(update({ status: 'rejected', curatorFeedback: ' Not my genre. ' })).then([
        { type: 'CampaignRejected', data: { ...camp, curatorFeedback: 'Not my genre.' } },
      ]);
      const complete = (outcome: 'reviewed' | 'placed', paidAmount: number): BountyEvent => ({
        type: 'CampaignCompleted',
        data: { ...camp, reservationIds: ['b1'], outcome, curatorFeedback: FEEDBACK, paidAmount, releasedAmount: 150 - paidAmount },
      });
      spec.given([set(), funded(), claimed, accepted]).when(update({ status: 'completed', outcome: 'placed', curatorFeedback: FEEDBACK })).then([complete('placed', 150)]);
      spec.given([set(), funded(), claimed, accepted]).when(update({ status: 'completed', outcome: 'reviewed', curatorFeedback: FEEDBACK })).then([complete('reviewed', 25)]);
      spec.given([set(), funded(), claimed]).when(update({ status: 'completed', outcome: 'reviewed', curatorFeedback: FEEDBACK })).then([complete('reviewed', 25)]);
    });

    it('refuses what the curator may not do', () => {
      const done: BountyEvent = { type: 'CampaignCompleted', data: { ...camp, outcome: 'reviewed', curatorFeedback: FEEDBACK, paidAmount: 25, releasedAmount: 125 } };
      spec.given([]).when(update()).thenRefuses('not_found', CAMPAIGN_NOT_FOUND);
      spec.given([set(), funded(), claimed]).when(update({ curatorId: 'c2' })).thenRefuses('forbidden', NOT_YOUR_CAMPAIGN);
      spec.given([set(), funded(), claimed]).when(update({ status: 'rejected' })).thenRefuses('invalid', REJECTION_NEEDS_FEEDBACK);
      spec.given([set(), funded(), claimed, accepted]).when(update({ status: 'rejected', curatorFeedback: FEEDBACK })).thenRefuses('conflict', campaignAlready('active'));
      spec.given([set(), funded(), claimed, accepted]).when(update()).thenRefuses('conflict', campaignAlready('active'));
      spec.given([set(), funded(), claimed, accepted]).when(update({ status: 'completed', curatorFeedback: FEEDBACK })).thenRefuses('invalid', COMPLETION_NEEDS_OUTCOME);
      spec.given([set(), funded(), claimed, accepted]).when(update({ status: 'completed', outcome: 'reviewed' })).thenRefuses('invalid', COMPLETION_NEEDS_FEEDBACK);
      spec
        .given([set('review'), funded(25), claimed, accepted])
        .when(update({ status: 'completed', outcome: 'placed', curatorFeedback: FEEDBACK }))
        .thenRefuses('invalid', PLACED_NEEDS_BOTH);
      spec.given([set(), funded(), claimed, accepted, done]).when(update({ status: 'completed', outcome: 'placed', curatorFeedback: FEEDBACK })).thenRefuses('conflict', campaignAlready('completed'));
    });
  });

  describe('deadlines of a campaign (decision 0018)', () => {
    const enforce = { type: 'EnforceBountyDeadlines', bountyId: 'b1' } as const;
    it('ends a campaign not accepted in time; the bounty is open to others again', () => {
      const ended = spec.given([set(), funded(), claimed]).when(enforce, at(3 * DAY));
      ended.then([campaignExpired('not_accepted')]);
      expect(ended.stateAfter().bounties.get('b1')).toMatchObject({ status: 'open', campaign: null });
      spec.given([set(), funded(), claimed, campaignExpired('not_accepted')]).when(claim({ curatorId: 'c2', campaignId: 'k2' }), at(4 * DAY)).then([
        { type: 'BountyClaimed', data: { ...ref, campaignId: 'k2', curatorId: 'c2', playlistId: 'p1', matchPercentage: 80, acceptBy: at(7 * DAY).toISOString() } },
      ]);
      spec.given([set(), funded(), claimed]).when(enforce, at(3 * DAY - 1)).thenNothingHappens();
    });

    it('ends a campaign not completed in time, and the bounty with it once its own end has passed', () => {
      spec.given([set(), funded(), claimed, accepted]).when(enforce, at(14 * DAY)).then([campaignExpired('not_completed')]);
      spec.given([set(), funded(), claimed, accepted]).when(enforce, at(14 * DAY - 1)).thenNothingHappens();
      spec.given([set(), funded(), claimed, acceptedPastEnd]).when(enforce, at(31 * DAY)).then([campaignExpired('not_completed'), bountyExpired]);
    });

    it('takes a claim recorded before deadlines existed as due at the bounty’s end', () => {
      const oldClaim: BountyEvent = { type: 'BountyClaimed', data: { ...camp, playlistId: null, matchPercentage: 0 } };
      const oldAccept: BountyEvent = { type: 'CampaignAccepted', data: camp };
      spec.given([set(), funded(), oldClaim, oldAccept]).when(enforce, at(30 * DAY)).then([campaignExpired('not_completed'), bountyExpired]);
    });

    it('refuses to accept or complete past the deadline, while a rejection still ends it', () => {
      spec.given([set(), funded(), claimed]).when(update(), at(3 * DAY)).thenRefuses('conflict', CAMPAIGN_PAST_DEADLINE);
      spec.given([set(), funded(), claimed, accepted]).when(update({ status: 'completed', outcome: 'reviewed', curatorFeedback: FEEDBACK }), at(14 * DAY)).thenRefuses('conflict', CAMPAIGN_PAST_DEADLINE);
      spec.given([set(), funded(), claimed]).when(update({ status: 'rejected', curatorFeedback: FEEDBACK }), at(5 * DAY)).then([
        { type: 'CampaignRejected', data: { ...camp, curatorFeedback: FEEDBACK } },
      ]);
    });

    it('refuses to accept or complete a pending campaign once its bounty has ended, though its accept deadline is later, while a rejection still ends it', () => {
      // Claimed a day before the bounty's end: accept by 2 days after it.
      const claimedLastDay: BountyEvent = { type: 'BountyClaimed', data: { ...camp, playlistId: 'p1', matchPercentage: 80, acceptBy: at(32 * DAY).toISOString() } };
      const given = [set(), funded(), claimedLastDay];
      const end = 30 * DAY;
      spec.given(given).when(update(), at(end)).thenRefuses('conflict', CAMPAIGN_PAST_DEADLINE);
      spec.given(given).when(update({ status: 'completed', outcome: 'placed', curatorFeedback: FEEDBACK }), at(end)).thenRefuses('conflict', CAMPAIGN_PAST_DEADLINE);
      spec.given(given).when(update({ status: 'completed', outcome: 'reviewed', curatorFeedback: FEEDBACK }), at(31 * DAY)).thenRefuses('conflict', CAMPAIGN_PAST_DEADLINE);
      spec.given(given).when(update(), at(end - 1)).then([{ type: 'CampaignAccepted', data: { ...camp, completeBy: at(end - 1 + 14 * DAY).toISOString() } }]);
      spec.given(given).when(update({ status: 'rejected', curatorFeedback: FEEDBACK }), at(end)).then([{ type: 'CampaignRejected', data: { ...camp, curatorFeedback: FEEDBACK } }]);
      // Accepted before the bounty's end, the campaign is due at its own completion deadline.
      const acceptedLastDay: BountyEvent = { type: 'CampaignAccepted', data: { ...camp, completeBy: at(end - 1 + 14 * DAY).toISOString() } };
      spec.given([...given, acceptedLastDay]).when(update({ status: 'completed', outcome: 'reviewed', curatorFeedback: FEEDBACK }), at(end + DAY)).then([
        { type: 'CampaignCompleted', data: { ...camp, reservationIds: ['b1'], outcome: 'reviewed', curatorFeedback: FEEDBACK, paidAmount: 25, releasedAmount: 125 } },
      ]);
    });

    it('lets the artist cancel a bounty whose active campaign is past its deadline', () => {
      const cancel = { type: 'CancelBounty', artistId: 'a1', song } as const;
      spec.given([set(), funded(), claimed, accepted]).when(cancel, at(14 * DAY)).then([campaignExpired('not_completed'), { type: 'BountyCancelled', data: { ...held, releasedAmount: 150 } }]);
      spec.given([set(), funded(), claimed, accepted]).when(cancel, at(14 * DAY - 1)).thenRefuses('conflict', CAMPAIGN_UNDER_WAY);
    });

    it('ends the campaign of a curator who can no longer work, and the bounty with it past its end', () => {
      const end = (who: typeof curator) => ({ type: 'EndCampaignOfUnavailableCurator', campaignId: 'k1', curator: who }) as const;
      spec.given([set(), funded(), claimed, accepted]).when(end({ ...curator, isActive: false })).then([campaignExpired('curator_unavailable')]);
      spec.given([set(), funded(), claimed]).when(end({ ...curator, isCurator: false })).then([campaignExpired('curator_unavailable')]);
      spec.given([set(), funded(), claimed, acceptedPastEnd]).when(end({ ...curator, isActive: false }), at(30 * DAY)).then([campaignExpired('curator_unavailable'), bountyExpired]);
      spec.given([set(), funded(), claimed, accepted]).when(end(curator)).thenNothingHappens();
      spec.given([set(), funded(), claimed, campaignExpired('not_accepted')]).when(end({ ...curator, isActive: false })).thenNothingHappens();
    });

    it('takes back a pending claim for the curator’s limit, leaving the bounty open', () => {
      const withdraw = { type: 'WithdrawClaim', campaignId: 'k1' } as const;
      const taken = spec.given([set(), funded(), claimed]).when(withdraw);
      taken.then([{ type: 'CampaignWithdrawn', data: { ...camp, reason: 'curator_limit' } }]);
      expect(taken.stateAfter().bounties.get('b1')).toMatchObject({ status: 'open', campaign: null });
      spec.given([set(), funded(), claimed, accepted]).when(withdraw).thenNothingHappens();
    });
  });

  describe('a song that could not be held (decision 0018)', () => {
    it('voids a bounty still funding, which no curator can claim, and no other', () => {
      const voided: BountyEvent = { type: 'BountyVoided', data: { ...ref, reason: 'song_unavailable' } };
      spec.given([set()]).when({ type: 'VoidBounty', bountyId: 'b1' }).then([voided]);
      spec.given([set(), funded()]).when({ type: 'VoidBounty', bountyId: 'b1' }).thenNothingHappens();
      spec.given([set(), voided]).when(claim()).thenRefuses('not_found', BOUNTY_NOT_FOUND);
      expect(spec.given([set(), voided]).when(setBounty({ bountyId: 'b2' })).stateAfter().activeId).toBe('b2');
    });
  });

  describe('changing the terms (spec 2.6, Edit Bounty)', () => {
    const edit = (o: Partial<EditBounty> = {}): EditBounty => ({
      type: 'EditBounty', changeId: 'x1', artistId: 'a1', artist, song, serviceType: 'both', reviewAmount: 50, placementAmount: 200, description: ' New notes ', ...o,
    });
    const terms = { reviewAmount: 50, placementAmount: 200, serviceType: 'both', description: 'New notes' } as const;
    const requested: BountyEvent = { type: 'BountyChangeRequested', data: { ...ref, ...terms, changeId: 'x1', reservationId: 'x1', fromReservationIds: ['b1'], amount: 250 } };
    const record = (outcome: { reserved: true } | { reserved: false; needed: number; available: number }): BountyCommand => ({ type: 'RecordBountyChange', bountyId: 'b1', changeId: 'x1', outcome });
    const changed: BountyEvent = { type: 'BountyChanged', data: { ...ref, ...terms, changeId: 'x1', amount: 250 } };

    it('asks the wallet to move the reservation to the new total, then opens the bounty on the new terms', () => {
      spec.given([set(), funded()]).when(edit()).then([requested]);
      spec.given([set(), funded(), requested]).when(record({ reserved: true })).then([changed]);
      const after = spec.given([set(), funded(), requested, changed]).when(claim());
      after.then([claimed]);
      expect(after.stateAfter().bounties.get('b1')).toMatchObject({ reviewAmount: 50, placementAmount: 200, reservationIds: ['b1', 'x1'], pendingChange: null });
    });

    it('keeps the terms as they were when the wallet cannot hold the new total, and says why', () => {
      const refused: BountyEvent = { type: 'BountyChangeRefused', data: { ...ref, changeId: 'x1', needed: 100, available: 40, restoredReservationId: 'x1.restored', amount: 150 } };
      const after = spec.given([set(), funded(), requested]).when(record({ reserved: false, needed: 100, available: 40 }));
      after.then([refused]);
      // Should the wallet move the coins after all, they move back to a reservation the bounty's end settles too.
      expect(after.stateAfter().bounties.get('b1')).toMatchObject({
        reviewAmount: 25, placementAmount: 125, pendingChange: null, changeShortfall: { changeId: 'x1', needed: 100, available: 40 }, reservationIds: ['b1', 'x1', 'x1.restored'],
      });
    });

    it('records a verdict once, and none for another change or a bounty that ended meanwhile', () => {
      spec.given([set(), funded(), requested, changed]).when(record({ reserved: true })).thenNothingHappens();
      spec.given([set(), funded(), requested]).when({ type: 'RecordBountyChange', bountyId: 'b1', changeId: 'x2', outcome: { reserved: true } }).thenNothingHappens();
      const cancelledMidway: BountyEvent = { type: 'BountyCancelled', data: { ...ref, reservationIds: ['b1', 'x1'], releasedAmount: 150 } };
      spec.given([set(), funded(), requested, cancelledMidway]).when(record({ reserved: true })).thenNothingHappens();
    });

    it('changes terms of the same total at once, with nothing for the wallet to move', () => {
      const same = { reviewAmount: 50, placementAmount: 100, serviceType: 'both', description: null } as const;
      spec.given([set(), funded()]).when(edit({ ...same })).then([{ type: 'BountyChanged', data: { ...ref, ...same, changeId: 'x1', amount: 150 } }]);
    });

    it('settles every reservation that may hold the coins once the terms changed', () => {
      spec.given([set(), funded(), requested, changed]).when({ type: 'CancelBounty', artistId: 'a1', song })
        .then([{ type: 'BountyCancelled', data: { ...ref, reservationIds: ['b1', 'x1'], releasedAmount: 250 } }]);
    });

    it('lets no curator claim while the wallet decides, and no second change meanwhile', () => {
      spec.given([set(), funded(), requested]).when(claim()).thenRefuses('conflict', BOUNTY_BEING_CHANGED);
      spec.given([set(), funded(), requested]).when(edit({ changeId: 'x2' })).thenRefuses('conflict', CHANGE_UNDER_WAY);
    });

    it('refuses a claimed bounty, an ended one, no bounty, another artist, and terms out of range', () => {
      spec.given([set(), funded(), claimed]).when(edit()).thenRefuses('conflict', BOUNTY_CLAIMED);
      spec.given([set(), funded(), claimed, accepted]).when(edit()).thenRefuses('conflict', BOUNTY_CLAIMED);
      spec.given([set(), funded()]).when(edit(), at(30 * DAY)).thenRefuses('conflict', BOUNTY_ENDED);
      spec.given([set()]).when(edit()).thenRefuses('not_found', NO_ACTIVE_BOUNTY);
      spec.given([set(), funded(), bountyExpired]).when(edit()).thenRefuses('not_found', NO_ACTIVE_BOUNTY);
      spec.given([set(), funded()]).when(edit({ artistId: 'a2' })).thenRefuses('forbidden', NOT_YOUR_SONG);
      spec.given([set(), funded()]).when(edit({ artist: curator })).thenRefuses('forbidden', ARTISTS_ONLY);
      spec.given([set(), funded()]).when(edit({ reviewAmount: 7 })).thenRefuses('invalid', REVIEW_AMOUNT_INVALID);
    });

    it('ends a campaign past its deadline first, as cancelling does', () => {
      spec.given([set(), funded(), claimed]).when(edit(), at(3 * DAY)).then([campaignExpired('not_accepted'), requested]);
    });
  });
});
