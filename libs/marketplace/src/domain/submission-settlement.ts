import type { SubmissionAnswer, SubmissionType } from './submission.events.js';

/** Feedback this long or longer earns a rejected request its review price (the curator listened and said why). */
export const MEANINGFUL_FEEDBACK_LENGTH = 20;

export interface Settlement {
  readonly paidAmount: number;
  readonly refundedAmount: number;
}

/**
 * What the curator earns for an answer, the rest going back to the artist (issue 8): a review
 * request pays its price when reviewed or added, and when rejected with meaningful feedback; a
 * placement request pays the placement price when added, and the review price when reviewed or
 * rejected with meaningful feedback.
 */
export function settlementOf(request: { type: SubmissionType; price: number; reviewPrice: number }, answer: SubmissionAnswer, feedback: string | null): Settlement {
  const paid = earned(request, answer, (feedback?.trim().length ?? 0) >= MEANINGFUL_FEEDBACK_LENGTH);
  return { paidAmount: paid, refundedAmount: request.price - paid };
}

function earned(request: { type: SubmissionType; price: number; reviewPrice: number }, answer: SubmissionAnswer, explained: boolean): number {
  // A review is what a placement request pays when the song was listened to but not placed (never more than its price).
  const review = request.type === 'review' ? request.price : Math.min(request.reviewPrice, request.price);
  if (answer === 'added') return request.price;
  if (answer === 'reviewed' || explained) return review;
  return 0;
}
