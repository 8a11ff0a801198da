import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { CampaignOutcome } from '../../domain/bounty.events.js';

export class UpdateCampaignCommand extends Command<Position | null> {
  constructor(
    readonly curatorId: string,
    /** The campaign's song: its bounty's stream. */
    readonly songId: string,
    readonly campaignId: string,
    readonly status: 'active' | 'rejected' | 'completed',
    readonly curatorFeedback: string | null,
    readonly outcome: CampaignOutcome | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
