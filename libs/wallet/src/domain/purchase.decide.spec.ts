import { deciderSpecification } from '#testing';
import { KEY_USED_FOR_ANOTHER_PACKAGE, NOT_THIS_CHECKOUT, PURCHASE_NOT_STARTED, purchaseDecider, type StartPurchase } from './purchase.decide.js';
import type { PurchaseEvent } from './purchase.events.js';
import { packageById } from './vibecoin-packages.js';

const spec = deciderSpecification(purchaseDecider);
const ref = { purchaseId: 'p1', userId: 'u1', packageId: 'pack-50' };
const start = (packageId = 'pack-50'): StartPurchase => ({
  type: 'StartPurchase',
  purchaseId: 'p1',
  userId: 'u1',
  pack: packageById(packageId)!,
  provider: 'test',
});
const started: PurchaseEvent = { type: 'PurchaseStarted', data: { ...ref, vibeCoins: 260, usdCents: 5000, provider: 'test' } };
const opened: PurchaseEvent = { type: 'PurchaseCheckoutOpened', data: { ...ref, checkoutId: 'cs_1', checkoutUrl: 'https://pay.example/cs_1' } };
const completed: PurchaseEvent = { type: 'PurchaseCompleted', data: { ...ref, vibeCoins: 260, provider: 'test' } };

describe('purchase decider', () => {
  it('starts a purchase with the package’s coins and price, never the client’s', () => {
    spec.given([]).when(start()).then([started]);
  });

  it('starts nothing new for the same key and package (a retry)', () => {
    spec.given([started]).when(start()).thenNothingHappens();
    spec.given([started, completed]).when(start()).thenNothingHappens();
  });

  it('refuses the same key for another package', () => {
    spec.given([started]).when(start('pack-5')).thenRefuses('conflict', KEY_USED_FOR_ANOTHER_PACKAGE);
  });

  it('opens a checkout once', () => {
    const open = { type: 'OpenCheckout', purchaseId: 'p1', checkoutId: 'cs_1', checkoutUrl: 'https://pay.example/cs_1' } as const;
    spec.given([started]).when(open).then([opened]);
    spec.given([started, opened]).when(open).thenNothingHappens();
    spec.given([]).when(open).thenRefuses('not_found', PURCHASE_NOT_STARTED);
  });

  it('completes once, with the coins it was started with', () => {
    const complete = { type: 'CompletePurchase', purchaseId: 'p1' } as const;
    spec.given([started, opened]).when(complete).then([completed]);
    spec.given([started, completed]).when(complete).thenNothingHappens();
    spec.given([]).when(complete).thenRefuses('not_found', PURCHASE_NOT_STARTED);
  });

  it('completes on the provider’s word only for the checkout it opened', () => {
    spec.given([started, opened]).when({ type: 'CompletePurchase', purchaseId: 'p1', checkoutId: 'cs_1' }).then([completed]);
    spec.given([started, opened]).when({ type: 'CompletePurchase', purchaseId: 'p1', checkoutId: 'cs_other' }).thenRefuses('invalid', NOT_THIS_CHECKOUT);
    spec.given([started]).when({ type: 'CompletePurchase', purchaseId: 'p1', checkoutId: 'cs_1' }).thenRefuses('invalid', NOT_THIS_CHECKOUT);
  });
});
