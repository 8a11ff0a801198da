import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

/** A request's deadline came: expire it if it is still pending and its time is up (else nothing). */
export class ExpireSubmissionCommand extends Command<Position | null> {
  constructor(
    readonly submissionId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
