import { deciderSpecification, FIXED_NOW } from '#testing';
import type { MemberFacts, PlaylistFacts, SongFacts } from './catalog-facts.js';
import {
  ALREADY_PENDING, ARTISTS_ONLY, CURATOR_UNAVAILABLE, MESSAGE_REQUIRED, MESSAGE_TOO_LONG, NOT_PENDING, NOT_YOUR_PLAYLIST, PAST_RESPONSE_WINDOW, NOT_YOUR_SONG, OWN_PLAYLIST, PLAYLIST_CLOSED,
  PLAYLIST_NOT_FOUND, priceChanged, type SendSubmission, SONG_HIDDEN, SONG_NOT_FOUND, SUBMISSION_NOT_FOUND, submissionsDecider,
} from './submission.decide.js';
import type { SubmissionEvent } from './submission.events.js';
import { settlementOf } from './submission-settlement.js';

const spec = deciderSpecification(submissionsDecider);
const DAY = 86_400_000;
const artist: MemberFacts = { exists: true, isArtist: true, isCurator: false, isActive: true };
const curator: MemberFacts = { exists: true, isArtist: false, isCurator: true, isActive: true };
const song: SongFacts = { exists: true, songId: 's1', artistId: 'a1', isActive: true };
const playlist: PlaylistFacts = { exists: true, playlistId: 'p1', curatorId: 'c1', acceptingSubmissions: true, reviewPrice: 25, placementPrice: 150 };
const send = (overrides: Partial<SendSubmission> = {}): SendSubmission => ({
  type: 'SendSubmission', submissionId: 'x1', artistId: 'a1', artist, song, playlist, curator, requestType: 'review', price: overrides.requestType === 'placement' ? 150 : 25,
  message: ' Hear my song ', matchPercentage: 72, responseWindowMs: 7 * DAY, ...overrides,
});
const ref = { submissionId: 'x1', songId: 's1', playlistId: 'p1', artistId: 'a1', curatorId: 'c1' };
const respondBy = new Date(FIXED_NOW.getTime() + 7 * DAY).toISOString();
const sent = (type: 'review' | 'placement' = 'review'): SubmissionEvent => ({
  type: 'SubmissionSent',
  data: { ...ref, type, message: 'Hear my song', price: type === 'review' ? 25 : 150, reviewPrice: 25, matchPercentage: 72, sentAt: FIXED_NOW.toISOString(), respondBy },
});
const funded = (amount = 25): SubmissionEvent => ({ type: 'SubmissionFunded', data: { ...ref, amount } });
const answer = (status: 'reviewed' | 'added' | 'rejected', curatorFeedback: string | null = null, curatorId = 'c1') =>
  ({ type: 'AnswerSubmission', submissionId: 'x1', curatorId, status, curatorFeedback }) as const;
const FEEDBACK = 'The mix is muddy in the low end.';

describe('submissions decider', () => {
  describe('sending', () => {
    it('sends with the playlist’s price of the type at that moment, the message trimmed, and a deadline', () => {
      spec.given([]).when(send()).then([sent('review')]);
      spec.given([]).when(send({ requestType: 'placement' })).then([sent('placement')]);
    });

    it('charges only the price the artist was shown: a change since is told with the new price, and nothing is sent', () => {
      spec.given([]).when(send({ price: 5 })).thenRefuses('conflict', priceChanged(25), { price: 25 });
      spec.given([]).when(send({ requestType: 'placement', price: 25 })).thenRefuses('conflict', priceChanged(150), { price: 150 });
    });

    it('voids a request still funding when its song could not be held (decision 0018), which the curator never sees', () => {
      const voided: SubmissionEvent = { type: 'SubmissionVoided', data: { ...ref, reason: 'song_unavailable' } };
      spec.given([sent()]).when({ type: 'VoidSubmission', submissionId: 'x1' }).then([voided]);
      spec.given([sent(), funded()]).when({ type: 'VoidSubmission', submissionId: 'x1' }).thenNothingHappens();
      spec.given([sent(), voided]).when(answer('reviewed')).thenRefuses('not_found', SUBMISSION_NOT_FOUND);
      spec.given([sent(), voided]).when(send({ submissionId: 'x2' })).then([{ ...sent(), data: { ...sent().data, submissionId: 'x2' } } as SubmissionEvent]);
    });

    it.each([
      ['an empty message', send({ message: '   ' }), 'invalid', MESSAGE_REQUIRED],
      ['a message over 1000 characters', send({ message: 'x'.repeat(1001) }), 'invalid', MESSAGE_TOO_LONG],
      ['a pure curator', send({ artist: curator }), 'forbidden', ARTISTS_ONLY],
      ['a missing song', send({ song: { exists: false } }), 'not_found', SONG_NOT_FOUND],
      ['another artist’s song', send({ song: { ...song, artistId: 'a2' } }), 'forbidden', NOT_YOUR_SONG],
      ['a missing playlist', send({ playlist: { exists: false } }), 'not_found', PLAYLIST_NOT_FOUND],
      ['a hidden song', send({ song: { ...song, isActive: false } }), 'conflict', SONG_HIDDEN],
      ['one’s own playlist', send({ playlist: { ...playlist, curatorId: 'a1' } }), 'conflict', OWN_PLAYLIST],
      ['a closed playlist', send({ playlist: { ...playlist, acceptingSubmissions: false } }), 'conflict', PLAYLIST_CLOSED],
      ['a playlist whose curator an admin deactivated', send({ curator: { ...curator, isActive: false } }), 'conflict', CURATOR_UNAVAILABLE],
      ['a playlist whose curator an admin made an artist only', send({ curator: { ...curator, isCurator: false, isArtist: true } }), 'conflict', CURATOR_UNAVAILABLE],
    ] as const)('refuses %s', (_case, command, kind, message) => {
      spec.given([]).when(command).thenRefuses(kind, message);
    });

    it('refuses while the song is funding or pending on the playlist, and sends again once answered or expired', () => {
      spec.given([sent()]).when(send({ submissionId: 'x2' })).thenRefuses('conflict', ALREADY_PENDING);
      spec.given([sent(), funded()]).when(send({ submissionId: 'x2' })).thenRefuses('conflict', ALREADY_PENDING);
      const answered: SubmissionEvent = { type: 'SubmissionAnswered', data: { ...ref, status: 'reviewed', curatorFeedback: null, paidAmount: 25, refundedAmount: 0 } };
      expect(spec.given([sent(), funded(), answered]).when(send({ submissionId: 'x2' })).stateAfter().openId).toBe('x2');
      const unfunded: SubmissionEvent = { type: 'SubmissionUnfunded', data: { ...ref, needed: 25, available: 3 } };
      expect(spec.given([sent(), unfunded]).when(send({ submissionId: 'x2' })).stateAfter().openId).toBe('x2');
    });
  });

  describe('funding', () => {
    it('records the wallet’s verdict once', () => {
      const record = { type: 'RecordSubmissionFunding', submissionId: 'x1', outcome: { reserved: true } } as const;
      spec.given([sent()]).when(record).then([funded()]);
      spec.given([sent(), funded()]).when(record).thenNothingHappens();
      spec
        .given([sent()])
        .when({ type: 'RecordSubmissionFunding', submissionId: 'x1', outcome: { reserved: false, needed: 25, available: 3 } })
        .then([{ type: 'SubmissionUnfunded', data: { ...ref, needed: 25, available: 3 } }]);
      spec.given([]).when(record).thenRefuses('not_found', SUBMISSION_NOT_FOUND);
    });
  });

  describe('answering', () => {
    it('settles all at once, with the feedback trimmed', () => {
      spec
        .given([sent(), funded()])
        .when(answer('reviewed', `  ${FEEDBACK}  `))
        .then([{ type: 'SubmissionAnswered', data: { ...ref, status: 'reviewed', curatorFeedback: FEEDBACK, paidAmount: 25, refundedAmount: 0 } }]);
    });

    it('refuses anyone but the playlist’s curator, an unknown or unfunded request, and a second answer', () => {
      spec.given([sent(), funded()]).when(answer('added', null, 'c2')).thenRefuses('forbidden', NOT_YOUR_PLAYLIST);
      spec.given([]).when(answer('added')).thenRefuses('not_found', SUBMISSION_NOT_FOUND);
      spec.given([sent()]).when(answer('added')).thenRefuses('not_found', SUBMISSION_NOT_FOUND);
      const answered: SubmissionEvent = { type: 'SubmissionAnswered', data: { ...ref, status: 'added', curatorFeedback: null, paidAmount: 25, refundedAmount: 0 } };
      spec.given([sent(), funded(), answered]).when(answer('rejected', FEEDBACK)).thenRefuses('conflict', NOT_PENDING);
      const expired: SubmissionEvent = { type: 'SubmissionExpired', data: { ...ref, refundedAmount: 25 } };
      spec.given([sent(), funded(), expired]).when(answer('added')).thenRefuses('conflict', NOT_PENDING);
    });

    it('refuses an answer at or past the response deadline, even before the deadline’s job expired the request', () => {
      const deadline = new Date(Date.parse(respondBy));
      spec.given([sent(), funded()]).when(answer('added'), deadline).thenRefuses('conflict', PAST_RESPONSE_WINDOW);
      spec.given([sent(), funded()]).when(answer('added'), new Date(deadline.getTime() - 1)).then([
        { type: 'SubmissionAnswered', data: { ...ref, status: 'added', curatorFeedback: null, paidAmount: 25, refundedAmount: 0 } },
      ]);
    });
  });

  describe('settlement', () => {
    const review = { type: 'review', price: 25, reviewPrice: 25 } as const;
    const placement = { type: 'placement', price: 150, reviewPrice: 25 } as const;
    it.each([
      ['review, reviewed', review, 'reviewed', null, 25],
      ['review, added', review, 'added', null, 25],
      ['review, rejected with feedback', review, 'rejected', FEEDBACK, 25],
      ['review, rejected with short feedback', review, 'rejected', 'Not for us.', 0],
      ['review, rejected without feedback', review, 'rejected', null, 0],
      ['placement, added', placement, 'added', null, 150],
      ['placement, reviewed', placement, 'reviewed', null, 25],
      ['placement, rejected with feedback', placement, 'rejected', FEEDBACK, 25],
      ['placement, rejected without feedback', placement, 'rejected', '   ', 0],
    ] as const)('%s pays %#', (_case, request, status, feedback, paid) => {
      expect(settlementOf(request, status, feedback)).toEqual({ paidAmount: paid, refundedAmount: request.price - paid });
    });
  });

  describe('expiring', () => {
    const expire = { type: 'ExpireSubmission', submissionId: 'x1' } as const;
    it('refunds a pending request in full once its time is up, once', () => {
      const expired: SubmissionEvent = { type: 'SubmissionExpired', data: { ...ref, refundedAmount: 25 } };
      spec.given([sent(), funded()]).when(expire, new Date(FIXED_NOW.getTime() + 7 * DAY)).then([expired]);
      spec.given([sent(), funded(), expired]).when(expire, new Date(FIXED_NOW.getTime() + 8 * DAY)).thenNothingHappens();
    });

    it('leaves a request before its time, an answered one and an unknown one as they are', () => {
      spec.given([sent(), funded()]).when(expire, new Date(FIXED_NOW.getTime() + 7 * DAY - 1)).thenNothingHappens();
      const answered: SubmissionEvent = { type: 'SubmissionAnswered', data: { ...ref, status: 'added', curatorFeedback: null, paidAmount: 25, refundedAmount: 0 } };
      spec.given([sent(), funded(), answered]).when(expire, new Date(FIXED_NOW.getTime() + 8 * DAY)).thenNothingHappens();
      spec.given([]).when(expire).thenNothingHappens();
    });
  });
});
