import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUUID } from 'class-validator';
import type { EventStore, Position } from '#eventstore';
import { DomainError, EVENT_STORE, loadState } from '#platform';
import { decideOnUser } from '../../application/decide-on-user.js';
import { ADMINS_ONLY, USER_NOT_FOUND, userDecider } from '../../domain/user.decide.js';
import { userStream } from '../../domain/user.state.js';
import { ReviewVerificationCommand } from './review-verification.command.js';

@CommandHandler(ReviewVerificationCommand)
export class ReviewVerificationHandler implements ICommandHandler<ReviewVerificationCommand, Position | null> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ reviewerId, userId, decision, notes, context }: ReviewVerificationCommand): Promise<Position | null> {
    // Admin rights come from the reviewer's own stream, never from anything the client sends.
    const { state: reviewer } = await loadState(this.store, userStream(reviewerId), userDecider);
    const reviewerIsAdmin = reviewer.status === 'registered' && reviewer.isAdmin;
    if (!reviewerIsAdmin) throw new DomainError('forbidden', ADMINS_ONLY);
    if (!isUUID(userId)) throw new DomainError('not_found', USER_NOT_FOUND);
    return decideOnUser(this.store, { type: 'ReviewVerification', userId, reviewerId, reviewerIsAdmin, decision, notes }, context);
  }
}
