import Stripe from 'stripe';
import { DomainError } from '#platform';
import { type CheckoutRequest, type CheckoutResult, PaymentProvider } from '../domain/payment-provider.port.js';
import type { StripeConfig } from '../config/wallet.config.js';

export const WEBHOOK_NOT_VERIFIED = 'The webhook signature could not be verified';

/** What the app needs of a paid Checkout Session. */
export interface PaidCheckout {
  readonly checkoutId: string;
  readonly purchaseId: string;
}

/**
 * Stripe Checkout: a purchase becomes a Checkout Session (created once per purchase: Stripe's
 * idempotency key is the purchase id), the buyer pays on Stripe's page, and only a
 * signature-verified `checkout.session.completed` webhook says it was paid.
 */
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe';
  readonly testMode: boolean;
  private readonly stripe: Stripe;

  constructor(
    private readonly config: StripeConfig,
    private readonly publicUrl: string,
  ) {
    super();
    const api = new URL(config.apiUrl);
    this.stripe = new Stripe(config.secretKey, {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
      maxNetworkRetries: 2,
    });
    // Stripe's test keys charge no card either.
    this.testMode = config.secretKey.startsWith('sk_test_');
  }

  async checkout({ purchaseId, userId, pack }: CheckoutRequest): Promise<CheckoutResult> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: purchaseId,
        metadata: { purchaseId, userId, packageId: pack.id },
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: pack.usd * 100, product_data: { name: `${pack.vibeCoins} VibeCoins` } } }],
        success_url: `${this.publicUrl}/balance?purchase=${purchaseId}`,
        cancel_url: `${this.publicUrl}/balance`,
      },
      { idempotencyKey: `checkout-${purchaseId}` },
    );
    if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
    return { kind: 'redirect', checkoutId: session.id, checkoutUrl: session.url };
  }

  /**
   * The paid Checkout Session a webhook tells of, after checking its signature; null for any other
   * event (answered 200, so that Stripe does not send it again).
   * @throws DomainError (400) when the signature does not verify.
   */
  paidCheckoutOf(rawBody: Buffer, signature: string | undefined): PaidCheckout | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.config.webhookSecret);
    } catch {
      throw new DomainError('invalid', WEBHOOK_NOT_VERIFIED);
    }
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return null;
    const session = event.data.object;
    if (session.payment_status !== 'paid' || !session.client_reference_id) return null;
    return { checkoutId: session.id, purchaseId: session.client_reference_id };
  }
}
