import { DomainError } from '#platform';
import { type CheckoutResult, PaymentProvider, PURCHASES_OFF } from '../domain/payment-provider.port.js';

/** Production without a provider configured: purchases are refused rather than faked. */
export class NoPaymentProvider extends PaymentProvider {
  readonly name = null;
  readonly testMode = false;

  checkout(): Promise<CheckoutResult> {
    return Promise.reject(new DomainError('conflict', PURCHASES_OFF));
  }
}

/** The default outside production: every purchase is paid at once, no card is charged. */
export class TestPaymentProvider extends PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;

  checkout(): Promise<CheckoutResult> {
    return Promise.resolve({ kind: 'paid' });
  }
}
