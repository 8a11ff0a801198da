import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Escrow } from '../../application/escrow.js';
import { AnswerSubmissionCommand } from './answer-submission.command.js';

/** The curator's answer, decided once on the request's stream, then its settlement on the wallets and the song's release. */
@CommandHandler(AnswerSubmissionCommand)
export class AnswerSubmissionHandler implements ICommandHandler<AnswerSubmissionCommand, Position | null> {
  constructor(private readonly escrow: Escrow) {}

  async execute({ curatorId, address, submissionId, status, curatorFeedback, context }: AnswerSubmissionCommand): Promise<Position | null> {
    const command = { type: 'AnswerSubmission', submissionId, curatorId, status, curatorFeedback } as const;
    return (await this.escrow.execute({ stream: 'submissions', ...address, command }, context)).position;
  }
}
