import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

export interface CancelledBounty {
  readonly releasedAmount: number;
  readonly position: Position | null;
}

export class CancelBountyCommand extends Command<CancelledBounty> {
  constructor(
    readonly artistId: string,
    readonly songId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
