import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { DomainError } from '#platform';
import { PaymentProvider } from '../../domain/payment-provider.port.js';
import { Purchases } from '../../application/purchases.js';
import { StripePaymentProvider } from '../../infrastructure/stripe-payment-provider.js';
import { CompleteStripeCheckoutCommand } from './complete-stripe-checkout.command.js';

export const STRIPE_OFF = 'Stripe payments are not enabled';

/**
 * A paid Checkout Session completes its purchase (once) and credits its coins (once). A verified
 * event for a purchase this app never started (another environment on the same Stripe account)
 * is acknowledged and ignored, so that Stripe stops sending it.
 */
@CommandHandler(CompleteStripeCheckoutCommand)
export class CompleteStripeCheckoutHandler implements ICommandHandler<CompleteStripeCheckoutCommand, Position | null> {
  private readonly logger = new Logger('Stripe webhook');

  constructor(
    private readonly purchases: Purchases,
    private readonly provider: PaymentProvider,
  ) {}

  async execute({ rawBody, signature, context }: CompleteStripeCheckoutCommand): Promise<Position | null> {
    if (!(this.provider instanceof StripePaymentProvider)) throw new DomainError('not_found', STRIPE_OFF);
    const paid = this.provider.paidCheckoutOf(rawBody, signature);
    if (!paid) return null;
    try {
      const { state } = await this.purchases.decide({ type: 'CompletePurchase', purchaseId: paid.purchaseId, checkoutId: paid.checkoutId }, context);
      return await this.purchases.credit(paid.purchaseId, state, context);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`Checkout ${paid.checkoutId} ignored: ${error.message}`);
      return null;
    }
  }
}
