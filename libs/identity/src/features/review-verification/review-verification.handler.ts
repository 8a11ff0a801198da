import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { UserAccounts } from '../../application/user-accounts.js';
import { ReviewVerificationCommand } from './review-verification.command.js';

@CommandHandler(ReviewVerificationCommand)
export class ReviewVerificationHandler implements ICommandHandler<ReviewVerificationCommand, Position | null> {
  constructor(private readonly accounts: UserAccounts) {}

  /** Admin rights come from the reviewer's own stream, never from anything the client sends; the rules judge them. */
  async execute({ reviewerId, userId, decision, notes, context }: ReviewVerificationCommand): Promise<Position | null> {
    const reviewerIsAdmin = await this.accounts.isActiveAdmin(reviewerId);
    return this.accounts.decide({ type: 'ReviewVerification', userId, reviewerId, reviewerIsAdmin, decision, notes }, context);
  }
}
