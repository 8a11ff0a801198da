import type { Coins, MovementCause, WalletEvent } from './wallet.events.js';

export interface Reservation {
  readonly amount: Coins;
  readonly cause: MovementCause;
}

/**
 * One user's coins as the wallet's rules see them, folded from `wallet-<userId>`. The id sets make
 * every command idempotent: a reservation is opened and closed once, a transfer received once, a
 * coupon or purchase credited once.
 */
export interface WalletState {
  readonly total: Coins;
  readonly reserved: Coins;
  readonly open: ReadonlyMap<string, Reservation>;
  /** Reservations released (and maybe partly transferred), or abandoned before they held anything: never opened again. */
  readonly closed: ReadonlySet<string>;
  /** Reservations of other wallets whose transfer this one received. */
  readonly received: ReadonlySet<string>;
  /** Movement ids of coupons and purchases credited. */
  readonly credited: ReadonlySet<string>;
}

export const initialWalletState = (): WalletState => ({
  total: 0,
  reserved: 0,
  open: new Map(),
  closed: new Set(),
  received: new Set(),
  credited: new Set(),
});

export const availableOf = (state: WalletState): Coins => state.total - state.reserved;

const added = <T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> => new Set(set).add(item);

export function evolveWallet(state: WalletState, event: WalletEvent): WalletState {
  const balance = { total: event.data.totalAfter, reserved: event.data.reservedAfter };
  switch (event.type) {
    case 'CoinsCredited':
      return { ...state, ...balance, credited: added(state.credited, event.data.movementId) };
    case 'CoinsReserved': {
      const open = new Map(state.open).set(event.data.reservationId, { amount: event.data.amount, cause: event.data.cause });
      return { ...state, ...balance, open };
    }
    case 'ReservationTransferred':
      return { ...state, ...balance };
    case 'ReservationReleased': {
      const open = new Map(state.open);
      open.delete(event.data.reservationId);
      return { ...state, ...balance, open, closed: added(state.closed, event.data.reservationId) };
    }
    case 'TransferReceived':
      return { ...state, ...balance, received: added(state.received, event.data.reservationId) };
    case 'ReservationAbandoned':
      return { ...state, closed: added(state.closed, event.data.reservationId) };
  }
}
