import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { DeadlineTarget } from '../../domain/escrow-steps.js';

/** A deadline of a bounty or a request may have come: whatever is due is ended, and its coins follow (else nothing). */
export class EnforceDeadlineCommand extends Command<Position | null> {
  constructor(
    readonly target: DeadlineTarget,
    readonly context: CommandContext,
  ) {
    super();
  }
}
