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
    /** The bounty's song: its stream. */
    readonly songId: string,
    readonly bountyId: string,
    /** The curator's best-matching playlist for the song now (null: none accepting), and its score: recorded with the claim. */
    readonly best: { readonly playlistId: string; readonly score: number } | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
