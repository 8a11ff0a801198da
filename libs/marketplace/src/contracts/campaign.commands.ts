import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { CampaignOutcome } from '../domain/bounty.events.js';

/**
 * A curator's move on their campaign, one command per intent. Each carries the song whose
 * `bounties-<songId>` stream it writes, so no handler has to look its stream up. Answers the
 * position of the last event written (for read-your-writes), or null.
 */
abstract class CampaignMoveCommand extends Command<Position | null> {
  constructor(
    readonly curatorId: string,
    /** The campaign's song: its bounty's stream. */
    readonly songId: string,
    readonly campaignId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** The curator takes the pending campaign on, to complete it within the completion window. */
export class AcceptCampaignCommand extends CampaignMoveCommand {}

/** The curator declines the pending campaign, saying why; the bounty is open to others again. */
export class RejectCampaignCommand extends CampaignMoveCommand {
  constructor(curatorId: string, songId: string, campaignId: string, readonly curatorFeedback: string | null, context: CommandContext) {
    super(curatorId, songId, campaignId, context);
  }
}

/** The work is done: the curator is paid for the outcome and the rest goes back to the artist at once. */
export class CompleteCampaignCommand extends CampaignMoveCommand {
  constructor(
    curatorId: string,
    songId: string,
    campaignId: string,
    readonly outcome: CampaignOutcome | null,
    readonly curatorFeedback: string | null,
    context: CommandContext,
  ) {
    super(curatorId, songId, campaignId, context);
  }
}
