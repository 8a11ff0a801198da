import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext, CommandResult } from '#platform';
import { type Payout, type ReleaseReason, ReserveCoinsCommand, SettleReservationCommand } from '#wallet';
import type { BountyEvent } from '../domain/bounty.events.js';
import type { BountiesState } from '../domain/bounty.state.js';
import { Bounties } from './bounties.js';

type BountySet = Extract<BountyEvent, { type: 'BountySet' }>['data'];
/** The events that end a bounty's reservation. */
export type BountySettlementEvent = Extract<BountyEvent, { type: 'BountyUnfunded' | 'BountyCancelled' | 'BountyExpired' | 'CampaignCompleted' }>;
export const BOUNTY_SETTLEMENT_TYPES: readonly BountySettlementEvent['type'][] = ['BountyUnfunded', 'BountyCancelled', 'BountyExpired', 'CampaignCompleted'];

/**
 * The money steps of a bounty (docs/decisions/0010), the same whether the request runs them at
 * once or the escrow process manager after a crash: each is idempotent on the bounty's id.
 */
@Injectable()
export class BountyEscrow {
  constructor(
    private readonly commands: CommandBus,
    private readonly bounties: Bounties,
  ) {}

  /** Reserves the bounty's total on the artist's wallet and records the wallet's verdict on the song's bounty stream. */
  async fund(set: BountySet, context: CommandContext): Promise<CommandResult<BountiesState, BountyEvent>> {
    const { bountyId, songId, artistId, reviewAmount, placementAmount } = set;
    const cause = { kind: 'bounty', bountyId, songId, campaignId: null } as const;
    const outcome = await this.commands.execute(new ReserveCoinsCommand(artistId, bountyId, reviewAmount + placementAmount, cause, context));
    return this.bounties.decide(songId, { type: 'RecordBountyFunding', bountyId, outcome }, context);
  }

  /** Ends the bounty's reservation as the event says: the curator's pay on completion, the rest back to the artist. */
  settle(event: BountySettlementEvent, context: CommandContext): Promise<Position | null> {
    const { artistId, bountyId } = event.data;
    const [payout, reason, campaignId] = this.termsOf(event);
    return this.commands.execute(new SettleReservationCommand(artistId, bountyId, payout, reason, context, campaignId));
  }

  private termsOf(event: BountySettlementEvent): [Payout | null, ReleaseReason, string | null] {
    switch (event.type) {
      case 'BountyUnfunded':
        return [null, 'unfunded', null];
      case 'BountyCancelled':
        return [null, 'cancelled', null];
      case 'BountyExpired':
        return [null, 'expired', null];
      case 'CampaignCompleted':
        return [{ amount: event.data.paidAmount, payeeId: event.data.curatorId }, 'settled', event.data.campaignId];
    }
  }
}
