import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListVerificationReviewsQuery, type VerificationReview } from '../../contracts/account-administration.js';
import { VerificationReviews } from '../../read-models/users/verification-reviews.query.js';

@QueryHandler(ListVerificationReviewsQuery)
export class ListVerificationReviewsHandler implements IQueryHandler<ListVerificationReviewsQuery, VerificationReview[]> {
  constructor(private readonly reviews: VerificationReviews) {}

  execute({ status }: ListVerificationReviewsQuery): Promise<VerificationReview[]> {
    return this.reviews.list(status);
  }
}
