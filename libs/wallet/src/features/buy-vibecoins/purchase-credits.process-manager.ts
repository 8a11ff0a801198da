import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '#eventstore';
import { ProcessManager, systemContext } from '#platform';
import { Purchases } from '../../application/purchases.js';
import type { PurchaseEvent } from '../../domain/purchase.events.js';

type Completed = Extract<PurchaseEvent, { type: 'PurchaseCompleted' }>;

export const PURCHASE_CREDITS_PROCESS = 'wallet-purchase-credits';

/**
 * Credits every completed purchase, after a crash between `PurchaseCompleted` and the credit that
 * the request or the webhook makes at once: the wallet credits a purchase id once, so the usual
 * case appends nothing.
 */
@Injectable()
export class PurchaseCreditsProcessManager extends ProcessManager {
  protected readonly name = PURCHASE_CREDITS_PROCESS;
  protected readonly types = ['PurchaseCompleted'];

  constructor(private readonly purchases: Purchases) {
    super();
  }

  protected async handle(event: RecordedEvent): Promise<void> {
    const { data } = event as RecordedEvent & Completed;
    await this.purchases.credit(data.purchaseId, data, systemContext(PURCHASE_CREDITS_PROCESS));
  }
}
