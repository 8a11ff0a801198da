import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

/** A bounty's end came: expire it if it is still open, due, and no campaign is under way (else nothing). */
export class ExpireBountyCommand extends Command<Position | null> {
  constructor(
    readonly bountyId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
