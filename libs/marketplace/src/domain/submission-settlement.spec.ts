import { MEANINGFUL_FEEDBACK_LENGTH, settlementOf } from './submission-settlement.js';

const REVIEW_REQUEST = { type: 'review', price: 25, reviewPrice: 25 } as const;
const PLACEMENT_REQUEST = { type: 'placement', price: 150, reviewPrice: 25 } as const;

/** Feedback of exactly `length` characters. */
const feedbackOf = (length: number) => 'Nice mix, vocals low'.padEnd(length, '!').slice(0, length);

describe('settlementOf: a rejection earns the review price only with meaningful feedback', () => {
  it('counts 20 characters as meaningful', () => {
    expect(MEANINGFUL_FEEDBACK_LENGTH).toBe(20);
    expect(feedbackOf(19)).toHaveLength(19);
  });

  it('a review request rejected with 19 characters of feedback pays nothing: all of it goes back to the artist', () => {
    expect(settlementOf(REVIEW_REQUEST, 'rejected', feedbackOf(19))).toEqual({ paidAmount: 0, refundedAmount: 25 });
  });

  it('a review request rejected with 20 characters of feedback pays its price', () => {
    expect(settlementOf(REVIEW_REQUEST, 'rejected', feedbackOf(20))).toEqual({ paidAmount: 25, refundedAmount: 0 });
  });

  it('counts the characters after trimming: 19 characters between spaces and line breaks pay nothing', () => {
    const padded = `   ${feedbackOf(19)} \n\t `;
    expect(padded.length).toBeGreaterThanOrEqual(MEANINGFUL_FEEDBACK_LENGTH);
    expect(settlementOf(REVIEW_REQUEST, 'rejected', padded)).toEqual({ paidAmount: 0, refundedAmount: 25 });
    expect(settlementOf(REVIEW_REQUEST, 'rejected', ` ${feedbackOf(20)} `)).toEqual({ paidAmount: 25, refundedAmount: 0 });
  });

  it('no feedback, or only spaces, pays nothing', () => {
    expect(settlementOf(REVIEW_REQUEST, 'rejected', null)).toEqual({ paidAmount: 0, refundedAmount: 25 });
    expect(settlementOf(REVIEW_REQUEST, 'rejected', ' '.repeat(40))).toEqual({ paidAmount: 0, refundedAmount: 25 });
  });

  it('a placement request rejected with meaningful feedback pays the review price, not the placement', () => {
    expect(settlementOf(PLACEMENT_REQUEST, 'rejected', feedbackOf(19))).toEqual({ paidAmount: 0, refundedAmount: 150 });
    expect(settlementOf(PLACEMENT_REQUEST, 'rejected', feedbackOf(20))).toEqual({ paidAmount: 25, refundedAmount: 125 });
  });

  it('a review or a placement answered otherwise pays whatever the feedback', () => {
    expect(settlementOf(REVIEW_REQUEST, 'reviewed', null)).toEqual({ paidAmount: 25, refundedAmount: 0 });
    expect(settlementOf(PLACEMENT_REQUEST, 'added', feedbackOf(5))).toEqual({ paidAmount: 150, refundedAmount: 0 });
    expect(settlementOf(PLACEMENT_REQUEST, 'reviewed', null)).toEqual({ paidAmount: 25, refundedAmount: 125 });
  });
});
