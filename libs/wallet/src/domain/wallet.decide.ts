import { DomainError } from '#platform';
import type { BalanceAfter, Coins, MovementCause, ReleaseReason, WalletEvent } from './wallet.events.js';
import { availableOf, evolveWallet, initialWalletState, type WalletState } from './wallet.state.js';

/** Spec section 9: the test coupon grants 1000 VibeCoins. */
export const COUPON_COINS = 1000;

export const COUPON_NOT_VALID = 'This coupon code is not valid';
export const COUPON_ALREADY_REDEEMED = 'Coupon already redeemed';
export const AMOUNT_NOT_WHOLE = 'An amount of VibeCoins must be a whole number above 0';

export const insufficientFundsMessage = (needed: Coins, available: Coins): string =>
  `Insufficient VibeCoins: this needs ${needed} VC and you have ${available} VC available`;

/** Refused for want of coins: carries what was needed and what was available (the 409's fields). */
export class InsufficientFunds extends DomainError {
  constructor(
    readonly needed: Coins,
    readonly available: Coins,
  ) {
    super('conflict', insufficientFundsMessage(needed, available), { needed, available });
  }
}

/** `validCode`: the server's coupon, lower-cased; null when no coupon is valid. */
export interface RedeemCoupon {
  readonly type: 'RedeemCoupon';
  readonly userId: string;
  readonly code: string;
  readonly validCode: string | null;
}

export interface CreditPurchase {
  readonly type: 'CreditPurchase';
  readonly userId: string;
  readonly purchaseId: string;
  readonly packageId: string;
  readonly provider: string;
  readonly coins: Coins;
}

export interface ReserveCoins {
  readonly type: 'ReserveCoins';
  readonly userId: string;
  readonly reservationId: string;
  readonly amount: Coins;
  readonly cause: MovementCause;
}

/**
 * Moves the open one of `from` (a bounty's reservations, decision 0018) to `reservationId`, holding
 * `amount`: the difference is reserved or released in one append. Refused when the difference is
 * more than is available; nothing moves when none of `from` is open (what held the coins ended).
 */
export interface ReplaceReservation {
  readonly type: 'ReplaceReservation';
  readonly userId: string;
  readonly from: readonly string[];
  readonly reservationId: string;
  readonly amount: Coins;
}

export interface SettleReservation {
  readonly type: 'SettleReservation';
  readonly userId: string;
  readonly reservationId: string;
  readonly payout: { readonly amount: Coins; readonly payeeId: string } | null;
  readonly reason: ReleaseReason;
  readonly campaignId: string | null;
}

export interface ReceiveTransfer {
  readonly type: 'ReceiveTransfer';
  readonly userId: string;
  readonly reservationId: string;
  readonly amount: Coins;
  readonly payerId: string;
  readonly cause: MovementCause;
}

export type WalletCommand = RedeemCoupon | CreditPurchase | ReserveCoins | ReplaceReservation | SettleReservation | ReceiveTransfer;

/** A wallet event before its balance is known (distributes over the union). */
type WithoutBalance<E> = E extends { type: infer T; data: infer D } ? { type: T; data: Omit<D, keyof BalanceAfter> } : never;
type Unbalanced = WithoutBalance<WalletEvent>;

/** The events in order, each with the balance after it (an abandoned reservation leaves it as it was). */
function withBalances(state: WalletState, events: readonly Unbalanced[]): WalletEvent[] {
  let { total, reserved } = state;
  return events.map((event) => {
    switch (event.type) {
      case 'CoinsCredited':
      case 'TransferReceived':
        total += event.data.amount;
        break;
      case 'CoinsReserved':
        reserved += event.data.amount;
        break;
      case 'ReservationReleased':
        reserved -= event.data.amount;
        break;
      case 'ReservationTransferred':
        total -= event.data.amount;
        reserved -= event.data.amount;
        break;
      case 'ReservationAbandoned':
        break;
    }
    return { type: event.type, data: { ...event.data, totalAfter: total, reservedAfter: reserved } } as WalletEvent;
  });
}

/** Closes the reservations among `ids` that the wallet has never seen: a reserve under them later holds nothing. */
function abandoned(state: WalletState, userId: string, ids: readonly string[], reason: ReleaseReason): WalletEvent[] {
  const unseen = ids.filter((id) => !state.open.has(id) && !state.closed.has(id));
  return withBalances(state, unseen.map((reservationId) => ({ type: 'ReservationAbandoned', data: { userId, reservationId, reason } })));
}

const isWholeAmount = (amount: Coins): boolean => Number.isSafeInteger(amount) && amount > 0;

/** The rules of one wallet: coins come in by coupon or purchase, are reserved only when available, and leave a wallet only by transfer from a reservation. */
export function decideWallet(command: WalletCommand, state: WalletState): WalletEvent[] | DomainError {
  switch (command.type) {
    case 'RedeemCoupon':
      return redeemCoupon(command, state);
    case 'CreditPurchase': {
      if (!isWholeAmount(command.coins)) return new DomainError('invalid', AMOUNT_NOT_WHOLE);
      if (state.credited.has(command.purchaseId)) return [];
      const cause: MovementCause = { kind: 'purchase', purchaseId: command.purchaseId, packageId: command.packageId, provider: command.provider };
      return withBalances(state, [{ type: 'CoinsCredited', data: { userId: command.userId, movementId: command.purchaseId, amount: command.coins, cause } }]);
    }
    case 'ReserveCoins':
      return reserve(command, state);
    case 'ReplaceReservation':
      return replace(command, state);
    case 'SettleReservation':
      return settle(command, state);
    case 'ReceiveTransfer': {
      if (!isWholeAmount(command.amount)) return new DomainError('invalid', AMOUNT_NOT_WHOLE);
      if (state.received.has(command.reservationId)) return [];
      const { userId, reservationId, amount, payerId, cause } = command;
      return withBalances(state, [{ type: 'TransferReceived', data: { userId, reservationId, amount, payerId, cause } }]);
    }
  }
}

function redeemCoupon(command: RedeemCoupon, state: WalletState): WalletEvent[] | DomainError {
  const code = command.code.trim().toLowerCase();
  if (command.validCode === null || code !== command.validCode) return new DomainError('invalid', COUPON_NOT_VALID);
  const movementId = `coupon:${code}`;
  if (state.credited.has(movementId)) return new DomainError('conflict', COUPON_ALREADY_REDEEMED);
  return withBalances(state, [{ type: 'CoinsCredited', data: { userId: command.userId, movementId, amount: COUPON_COINS, cause: { kind: 'coupon', code } } }]);
}

function reserve(command: ReserveCoins, state: WalletState): WalletEvent[] | DomainError {
  if (!isWholeAmount(command.amount)) return new DomainError('invalid', AMOUNT_NOT_WHOLE);
  // Held already, or closed: the reservation happened once; a repeat (a retry, the process manager) changes nothing.
  if (state.open.has(command.reservationId) || state.closed.has(command.reservationId)) return [];
  const available = availableOf(state);
  if (command.amount > available) return new InsufficientFunds(command.amount, available);
  const { userId, reservationId, amount, cause } = command;
  return withBalances(state, [{ type: 'CoinsReserved', data: { userId, reservationId, amount, cause } }]);
}

function replace(command: ReplaceReservation, state: WalletState): WalletEvent[] | DomainError {
  if (!isWholeAmount(command.amount)) return new DomainError('invalid', AMOUNT_NOT_WHOLE);
  const { userId, reservationId, amount } = command;
  // Moved already (a retry, the process manager), or since settled: it happened once.
  if (state.open.has(reservationId) || state.closed.has(reservationId)) return [];
  const fromId = command.from.find((id) => state.open.has(id));
  const held = fromId === undefined ? undefined : state.open.get(fromId);
  // Nothing to move. What of `from` was never held is closed, so that a move into it arriving late
  // (a change of terms its refusal overtook) holds nothing that the refusal's restore did not see.
  if (fromId === undefined || !held) return abandoned(state, userId, command.from, 'replaced');
  const available = availableOf(state);
  if (amount - held.amount > available) return new InsufficientFunds(amount - held.amount, available);
  const { cause } = held;
  return withBalances(state, [
    { type: 'ReservationReleased', data: { userId, reservationId: fromId, amount: held.amount, reason: 'replaced', cause } },
    { type: 'CoinsReserved', data: { userId, reservationId, amount, cause } },
  ]);
}

function settle(command: SettleReservation, state: WalletState): WalletEvent[] | DomainError {
  const reservation = state.open.get(command.reservationId);
  // Never held (a funding that failed, a request voided): closed as it is, so that a reserve the
  // verdict overtook holds nothing. Closed already (settled once): nothing to do.
  if (!reservation) return abandoned(state, command.userId, [command.reservationId], command.reason);
  const paid = command.payout?.amount ?? 0;
  if (!Number.isSafeInteger(paid) || paid < 0 || paid > reservation.amount) {
    return new DomainError('invalid', `A payout must be between 0 and the ${reservation.amount} VC reserved`);
  }
  const { userId, reservationId, reason } = command;
  const cause = command.campaignId && reservation.cause.kind === 'bounty' ? { ...reservation.cause, campaignId: command.campaignId } : reservation.cause;
  const payout: Unbalanced[] =
    command.payout && paid > 0 ? [{ type: 'ReservationTransferred', data: { userId, reservationId, amount: paid, payeeId: command.payout.payeeId, cause } }] : [];
  return withBalances(state, [...payout, { type: 'ReservationReleased', data: { userId, reservationId, amount: reservation.amount - paid, reason, cause } }]);
}

export const walletDecider = {
  initialState: initialWalletState,
  evolve: evolveWallet,
  decide: decideWallet,
};
