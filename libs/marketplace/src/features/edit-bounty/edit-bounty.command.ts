import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { BountyTerms } from '../../domain/bounty.events.js';

export interface EditedBounty {
  readonly bountyId: string;
  readonly position: Position | null;
}

/** New terms for the song's open bounty while no curator holds it (spec 2.6, Edit Bounty). */
export class EditBountyCommand extends Command<EditedBounty> {
  constructor(
    readonly artistId: string,
    readonly songId: string,
    readonly terms: BountyTerms,
    readonly context: CommandContext,
  ) {
    super();
  }
}
