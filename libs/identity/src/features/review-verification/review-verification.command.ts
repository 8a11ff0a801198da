import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

export class ReviewVerificationCommand extends Command<Position | null> {
  constructor(
    readonly reviewerId: string,
    readonly userId: string,
    readonly decision: 'approve' | 'reject',
    readonly notes: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
