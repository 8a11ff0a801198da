import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '#eventstore';
import { ProcessManager, systemContext } from '#platform';
import { Bounties } from '../../application/bounties.js';
import { BOUNTY_SETTLEMENT_TYPES, BountyEscrow, type BountySettlementEvent } from '../../application/bounty-escrow.js';
import type { BountyEvent } from '../../domain/bounty.events.js';

export const BOUNTY_ESCROW_PROCESS = 'marketplace-bounty-escrow';

/**
 * The money steps of every bounty after a crash cut the request short (docs/decisions/0010): a
 * bounty still funding is funded (or refused), an ended one's reservation is settled. Each step
 * is idempotent, so the usual case, where the request did it all, changes nothing.
 */
@Injectable()
export class BountyEscrowProcessManager extends ProcessManager {
  protected readonly name = BOUNTY_ESCROW_PROCESS;
  protected readonly types = ['BountySet', ...BOUNTY_SETTLEMENT_TYPES];

  constructor(
    private readonly escrow: BountyEscrow,
    private readonly bounties: Bounties,
  ) {
    super();
  }

  protected async handle(recorded: RecordedEvent): Promise<void> {
    const event = recorded as RecordedEvent & BountyEvent;
    const context = systemContext(BOUNTY_ESCROW_PROCESS);
    if (event.type !== 'BountySet') {
      await this.escrow.settle(event as BountySettlementEvent, context);
      return;
    }
    // Only a bounty whose verdict is still missing: one decided since must not be reserved again.
    const state = await this.bounties.state(event.data.songId);
    if (state.bounties.get(event.data.bountyId)?.status === 'funding') await this.escrow.fund(event.data, context);
  }
}
