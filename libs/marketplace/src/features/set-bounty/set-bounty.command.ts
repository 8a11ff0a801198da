import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { BountyTerms } from '../../domain/bounty.events.js';

export interface SetBountyOutcome {
  readonly bountyId: string;
  readonly position: Position | null;
}

export class SetBountyCommand extends Command<SetBountyOutcome> {
  constructor(
    readonly artistId: string,
    readonly songId: string,
    readonly terms: BountyTerms,
    readonly context: CommandContext,
  ) {
    super();
  }
}
