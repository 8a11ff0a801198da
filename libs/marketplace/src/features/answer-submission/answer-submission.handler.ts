import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUUID } from 'class-validator';
import type { Position } from '#eventstore';
import { DomainError } from '#platform';
import { SubmissionEscrow } from '../../application/submission-escrow.js';
import { Submissions } from '../../application/submissions.js';
import { SUBMISSION_NOT_FOUND } from '../../domain/submission.decide.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';
import { AnswerSubmissionCommand } from './answer-submission.command.js';

/** The curator's answer, decided once on the request's stream, then its settlement on the wallets. */
@CommandHandler(AnswerSubmissionCommand)
export class AnswerSubmissionHandler implements ICommandHandler<AnswerSubmissionCommand, Position | null> {
  constructor(
    private readonly query: SubmissionsQuery,
    private readonly submissions: Submissions,
    private readonly escrow: SubmissionEscrow,
  ) {}

  async execute({ curatorId, submissionId, status, curatorFeedback, context }: AnswerSubmissionCommand): Promise<Position | null> {
    const address = isUUID(submissionId) ? await this.query.locate(submissionId) : null;
    if (!address) throw new DomainError('not_found', SUBMISSION_NOT_FOUND);
    const { events } = await this.submissions.decide(address, { type: 'AnswerSubmission', submissionId, curatorId, status, curatorFeedback }, context);
    const answered = events.find((event) => event.type === 'SubmissionAnswered');
    return answered ? this.escrow.settle(answered, context) : null;
  }
}
