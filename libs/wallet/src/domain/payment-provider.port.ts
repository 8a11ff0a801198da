import type { VibeCoinPackage } from './vibecoin-packages.js';

/** What the buyer is sent to: paid at once (test), or a provider's checkout page to pay on (stripe). */
export type CheckoutResult =
  | { readonly kind: 'paid' }
  | {
      readonly kind: 'redirect';
      readonly checkoutId: string;
      readonly checkoutUrl: string;
    };

export interface CheckoutRequest {
  readonly purchaseId: string;
  readonly userId: string;
  readonly pack: VibeCoinPackage;
}

/** The port to whoever takes the money. `checkout` is idempotent on the purchase id (the provider's own idempotency key). */
export abstract class PaymentProvider {
  /** Null when purchases are off (production without a provider configured). */
  abstract readonly name: string | null;
  /** Whether no real money moves: the buy dialog says so. */
  abstract readonly testMode: boolean;
  abstract checkout(request: CheckoutRequest): Promise<CheckoutResult>;
}

export const PURCHASES_OFF = 'Buying VibeCoins is not available right now';
