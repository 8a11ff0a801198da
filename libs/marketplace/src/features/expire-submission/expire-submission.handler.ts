import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { SubmissionEscrow } from '../../application/submission-escrow.js';
import { Submissions } from '../../application/submissions.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';
import { ExpireSubmissionCommand } from './expire-submission.command.js';

/** Expires an unanswered request past its deadline and refunds it in full; anything else is left as it is. */
@CommandHandler(ExpireSubmissionCommand)
export class ExpireSubmissionHandler implements ICommandHandler<ExpireSubmissionCommand, Position | null> {
  constructor(
    private readonly query: SubmissionsQuery,
    private readonly submissions: Submissions,
    private readonly escrow: SubmissionEscrow,
  ) {}

  async execute({ submissionId, context }: ExpireSubmissionCommand): Promise<Position | null> {
    const address = await this.query.locate(submissionId);
    if (!address) return null;
    const { events } = await this.submissions.decide(address, { type: 'ExpireSubmission', submissionId }, context);
    const expired = events.find((event) => event.type === 'SubmissionExpired');
    return expired ? this.escrow.settle(expired, context) : null;
  }
}
