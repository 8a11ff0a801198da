import { DomainError } from '#platform';
import type { PurchaseEvent } from './purchase.events.js';
import type { VibeCoinPackage } from './vibecoin-packages.js';

export const KEY_USED_FOR_ANOTHER_PACKAGE = 'This Idempotency-Key was already used for another package';
export const PURCHASE_NOT_STARTED = 'No such purchase';
export const NOT_THIS_CHECKOUT = 'That checkout is not the one opened for this purchase';

export type PurchaseStatus = 'none' | 'started' | 'completed';

export interface PurchaseState {
  readonly status: PurchaseStatus;
  readonly userId: string | null;
  readonly packageId: string | null;
  readonly vibeCoins: number;
  readonly provider: string | null;
  readonly checkout: { readonly id: string; readonly url: string } | null;
}

export const initialPurchaseState = (): PurchaseState => ({
  status: 'none',
  userId: null,
  packageId: null,
  vibeCoins: 0,
  provider: null,
  checkout: null,
});

export function evolvePurchase(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  switch (event.type) {
    case 'PurchaseStarted': {
      const { userId, packageId, vibeCoins, provider } = event.data;
      return {
        ...state,
        status: 'started',
        userId,
        packageId,
        vibeCoins,
        provider,
      };
    }
    case 'PurchaseCheckoutOpened':
      return {
        ...state,
        checkout: { id: event.data.checkoutId, url: event.data.checkoutUrl },
      };
    case 'PurchaseCompleted':
      return { ...state, status: 'completed' };
  }
}

export interface StartPurchase {
  readonly type: 'StartPurchase';
  readonly purchaseId: string;
  readonly userId: string;
  readonly pack: VibeCoinPackage;
  readonly provider: string;
}

export interface OpenCheckout {
  readonly type: 'OpenCheckout';
  readonly purchaseId: string;
  readonly checkoutId: string;
  readonly checkoutUrl: string;
}

export interface CompletePurchase {
  readonly type: 'CompletePurchase';
  readonly purchaseId: string;
  /** The provider's checkout that was paid, when it has one: it must be this purchase's. */
  readonly checkoutId?: string;
}

export type PurchaseCommand = StartPurchase | OpenCheckout | CompletePurchase;

const ref = (purchaseId: string, state: PurchaseState) => ({
  purchaseId,
  userId: state.userId ?? '',
  packageId: state.packageId ?? '',
});

/**
 * A purchase is started once per Idempotency-Key: the same key again with the same package is the
 * same purchase (nothing new happens), with another package a conflict. It completes once.
 */
export function decidePurchase(command: PurchaseCommand, state: PurchaseState): PurchaseEvent[] | DomainError {
  switch (command.type) {
    case 'StartPurchase': {
      const { purchaseId, userId, pack, provider } = command;
      if (state.status !== 'none') return state.packageId === pack.id ? [] : new DomainError('conflict', KEY_USED_FOR_ANOTHER_PACKAGE);
      const data = {
        purchaseId,
        userId,
        packageId: pack.id,
        vibeCoins: pack.vibeCoins,
        usdCents: pack.usd * 100,
        provider,
      };
      return [{ type: 'PurchaseStarted', data }];
    }
    case 'OpenCheckout':
      if (state.status === 'none') return new DomainError('not_found', PURCHASE_NOT_STARTED);
      if (state.checkout || state.status === 'completed') return [];
      return [
        {
          type: 'PurchaseCheckoutOpened',
          data: {
            ...ref(command.purchaseId, state),
            checkoutId: command.checkoutId,
            checkoutUrl: command.checkoutUrl,
          },
        },
      ];
    case 'CompletePurchase':
      if (state.status === 'none') return new DomainError('not_found', PURCHASE_NOT_STARTED);
      if (state.status === 'completed') return [];
      if (command.checkoutId !== undefined && state.checkout?.id !== command.checkoutId) return new DomainError('invalid', NOT_THIS_CHECKOUT);
      return [
        {
          type: 'PurchaseCompleted',
          data: {
            ...ref(command.purchaseId, state),
            vibeCoins: state.vibeCoins,
            provider: state.provider ?? '',
          },
        },
      ];
  }
}

export const purchaseDecider = {
  initialState: initialPurchaseState,
  evolve: evolvePurchase,
  decide: decidePurchase,
};
