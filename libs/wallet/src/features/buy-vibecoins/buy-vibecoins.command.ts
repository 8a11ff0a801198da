import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { PurchaseState } from '../../domain/purchase.decide.js';

export interface PurchaseOutcome {
  readonly purchaseId: string;
  readonly state: PurchaseState;
  /** Where the coins' credit landed, for the read-your-writes wait; null when nothing was credited now. */
  readonly position: Position | null;
}

export class BuyVibeCoinsCommand extends Command<PurchaseOutcome> {
  constructor(
    readonly userId: string,
    readonly packageId: string,
    readonly idempotencyKey: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
