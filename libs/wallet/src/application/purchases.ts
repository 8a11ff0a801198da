import { Injectable } from '@nestjs/common';
import { v5 as uuidv5 } from 'uuid';
import type { Position } from '#eventstore';
import { type CommandContext, type CommandResult, EventSourcedCommands } from '#platform';
import { purchaseDecider, type PurchaseCommand, type PurchaseState } from '../domain/purchase.decide.js';
import { purchaseStream, type PurchaseEvent } from '../domain/purchase.events.js';
import { Wallets } from './wallets.js';

/** Namespace of purchase ids: a purchase's id is a name-based UUID of its buyer and Idempotency-Key. */
const PURCHASE_NAMESPACE = 'b8f1c2a4-7d3e-4f5a-9c6b-2e8d1a0f4b7c';

export const purchaseIdOf = (userId: string, idempotencyKey: string): string => uuidv5(`${userId}:${idempotencyKey}`, PURCHASE_NAMESPACE);

/** The purchases' write side: one stream per purchase, and the credit of a completed one on the buyer's wallet. */
@Injectable()
export class Purchases {
  constructor(
    private readonly commands: EventSourcedCommands,
    private readonly wallets: Wallets,
  ) {}

  decide(command: PurchaseCommand, context: CommandContext): Promise<CommandResult<PurchaseState, PurchaseEvent>> {
    return this.commands.execute({
      streamId: purchaseStream(command.purchaseId),
      decider: purchaseDecider,
      command,
      context,
    });
  }

  /** Credits a completed purchase's coins on the buyer's wallet (once: the wallet knows the purchase id); answers where the credit landed. */
  async credit(
    purchaseId: string,
    state: Pick<PurchaseState, 'userId' | 'packageId' | 'vibeCoins' | 'provider'>,
    context: CommandContext,
  ): Promise<Position | null> {
    const { userId, packageId, vibeCoins, provider } = state;
    if (!userId || !packageId || !provider) return null;
    return this.wallets.apply(
      {
        type: 'CreditPurchase',
        userId,
        purchaseId,
        packageId,
        provider,
        coins: vibeCoins,
      },
      context,
    );
  }
}
