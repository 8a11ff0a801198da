import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { BountyTerms } from '../domain/bounty.events.js';

/** The bounty a command set or changed, and where its events landed (for read-your-writes). */
export interface BountyWritten {
  readonly bountyId: string;
  readonly position: Position | null;
}

/** An artist's terms for their song's bounty; the command names the intent. Writes `bounties-<songId>`. */
abstract class BountyTermsCommand extends Command<BountyWritten> {
  constructor(
    readonly artistId: string,
    readonly songId: string,
    readonly terms: BountyTerms,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** A new bounty on the song (spec 2.6, Set Bounty): its total is reserved. */
export class SetBountyCommand extends BountyTermsCommand {}

/** New terms for the song's open bounty while no curator holds it (spec 2.6, Edit Bounty). */
export class EditBountyCommand extends BountyTermsCommand {}
