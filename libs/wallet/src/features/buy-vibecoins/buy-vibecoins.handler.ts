import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '#platform';
import { PaymentProvider, PURCHASES_OFF } from '../../domain/payment-provider.port.js';
import { purchaseIdOf, Purchases } from '../../application/purchases.js';
import { packageById } from '../../domain/vibecoin-packages.js';
import { BuyVibeCoinsCommand, type PurchaseOutcome } from './buy-vibecoins.command.js';

export const NO_SUCH_PACKAGE = 'No such VibeCoin package';

/**
 * Starts the purchase (once per Idempotency-Key), asks the provider to take the money, and, when it
 * is paid at once, completes it and credits the coins. A retry finds each step done and repeats none.
 */
@CommandHandler(BuyVibeCoinsCommand)
export class BuyVibeCoinsHandler implements ICommandHandler<BuyVibeCoinsCommand, PurchaseOutcome> {
  constructor(
    private readonly purchases: Purchases,
    private readonly provider: PaymentProvider,
  ) {}

  async execute({ userId, packageId, idempotencyKey, context }: BuyVibeCoinsCommand): Promise<PurchaseOutcome> {
    const pack = packageById(packageId);
    if (!pack) throw new DomainError('invalid', NO_SUCH_PACKAGE);
    if (!this.provider.name) throw new DomainError('conflict', PURCHASES_OFF);
    const purchaseId = purchaseIdOf(userId, idempotencyKey);
    const started = await this.purchases.decide(
      {
        type: 'StartPurchase',
        purchaseId,
        userId,
        pack,
        provider: this.provider.name,
      },
      context,
    );
    if (started.state.status === 'completed' || started.state.checkout) return { purchaseId, state: started.state, position: null };
    const checkout = await this.provider.checkout({ purchaseId, userId, pack });
    if (checkout.kind === 'redirect') {
      const { state } = await this.purchases.decide(
        {
          type: 'OpenCheckout',
          purchaseId,
          checkoutId: checkout.checkoutId,
          checkoutUrl: checkout.checkoutUrl,
        },
        context,
      );
      return { purchaseId, state, position: null };
    }
    const { state } = await this.purchases.decide({ type: 'CompletePurchase', purchaseId }, context);
    return {
      purchaseId,
      state,
      position: await this.purchases.credit(purchaseId, state, context),
    };
  }
}
