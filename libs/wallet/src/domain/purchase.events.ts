import type { DomainEvent } from '#platform';

interface PurchaseRef {
  readonly purchaseId: string;
  readonly userId: string;
  readonly packageId: string;
}

/**
 * Past-tense facts of a `purchase-<purchaseId>` stream: one purchase of a package, from the
 * request (its id derived from the buyer and their Idempotency-Key) to the provider's word that
 * it was paid. The coins are credited on the wallet after `PurchaseCompleted` (once: the wallet
 * knows the purchase id). Never renamed or reshaped.
 */
export type PurchaseEvent =
  | DomainEvent<'PurchaseStarted', PurchaseRef & { vibeCoins: number; usdCents: number; provider: string }>
  /** The provider's checkout page where the buyer pays (stripe); the test provider has none. */
  | DomainEvent<'PurchaseCheckoutOpened', PurchaseRef & { checkoutId: string; checkoutUrl: string }>
  /** Paid: the coins are the wallet's to credit. */
  | DomainEvent<'PurchaseCompleted', PurchaseRef & { vibeCoins: number; provider: string }>;

export const PURCHASE_EVENT_TYPES: readonly PurchaseEvent['type'][] = ['PurchaseStarted', 'PurchaseCheckoutOpened', 'PurchaseCompleted'];

export const purchaseStream = (purchaseId: string): string => `purchase-${purchaseId}`;
