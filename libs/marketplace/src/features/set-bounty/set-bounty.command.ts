import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { ServiceType } from '../../domain/bounty.events.js';

export interface SetBountyOutcome {
  readonly bountyId: string;
  readonly position: Position | null;
}

export class SetBountyCommand extends Command<SetBountyOutcome> {
  constructor(
    readonly artistId: string,
    readonly songId: string,
    readonly serviceType: ServiceType,
    readonly reviewAmount: number,
    readonly placementAmount: number,
    readonly description: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
