/** What every wallet event records: whose wallet, how many coins, and the wallet's figures after it. */
interface MovementData {
  readonly userId: string;
  readonly amount: number;
  readonly totalAfter: number;
  readonly reservedAfter: number;
}

/**
 * A wallet movement as the ledger audit reads it: the wallet's published event (`#wallet`'s
 * `WalletEvent` is one) reduced to what the rules look at. Declared here because domain/ imports
 * no other module; the compiler checks that the wallet's events fit it where they are read.
 */
export type LedgerMovement =
  | { readonly type: 'CoinsCredited'; readonly data: MovementData }
  | { readonly type: 'CoinsReserved'; readonly data: MovementData & { readonly reservationId: string } }
  | { readonly type: 'ReservationReleased'; readonly data: MovementData & { readonly reservationId: string } }
  | { readonly type: 'ReservationTransferred'; readonly data: MovementData & { readonly reservationId: string; readonly payeeId: string } }
  | { readonly type: 'TransferReceived'; readonly data: MovementData & { readonly reservationId: string; readonly payerId: string } };

/** A wallet's coins: available is total − reserved. */
export interface WalletFigures {
  readonly total: number;
  readonly reserved: number;
}

export const NO_COINS: WalletFigures = { total: 0, reserved: 0 };

/**
 * What a movement does to its wallet, from its amount alone: coins come in by a credit or a
 * payout received, a reservation sets them aside (total unchanged), a release returns them to
 * available, and a payout takes them out of the reservation and the total at once.
 */
export function moved(figures: WalletFigures, movement: LedgerMovement): WalletFigures {
  const { amount } = movement.data;
  switch (movement.type) {
    case 'CoinsCredited':
    case 'TransferReceived':
      return { total: figures.total + amount, reserved: figures.reserved };
    case 'CoinsReserved':
      return { total: figures.total, reserved: figures.reserved + amount };
    case 'ReservationReleased':
      return { total: figures.total, reserved: figures.reserved - amount };
    case 'ReservationTransferred':
      return { total: figures.total - amount, reserved: figures.reserved - amount };
  }
}

/** A movement where the log holds it: its position ("commit/prepare") and when it happened (ISO-8601). */
export interface LoggedMovement {
  readonly movement: LedgerMovement;
  readonly position: string;
  readonly occurredAt: string;
}

export interface BalanceAt extends WalletFigures {
  readonly eventsCounted: number;
  readonly lastPosition: string | null;
}

/**
 * A wallet as it stood at `at`, folded from its movements in stream order up to the first that
 * happened after `at` (the stream's order, not a sort by time, decides what came before).
 */
export function balanceAt(movements: readonly LoggedMovement[], at: Date): BalanceAt {
  const after = movements.findIndex((logged) => Date.parse(logged.occurredAt) > at.getTime());
  const counted = after === -1 ? movements : movements.slice(0, after);
  const { total, reserved } = counted.reduce((figures, logged) => moved(figures, logged.movement), NO_COINS);
  return { total, reserved, eventsCounted: counted.length, lastPosition: counted.at(-1)?.position ?? null };
}
