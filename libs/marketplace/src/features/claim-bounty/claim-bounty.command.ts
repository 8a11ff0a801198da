import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

export interface ClaimedBounty {
  readonly campaignId: string;
  readonly position: Position | null;
}

export class ClaimBountyCommand extends Command<ClaimedBounty> {
  constructor(
    readonly curatorId: string,
    readonly bountyId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
