import type { DomainEvent } from '#platform';

/** Whole VibeCoins. Never fractions, never negative. */
export type Coins = number;

/**
 * Why coins moved, with the ids that caused it: the transaction history and the admin ledger
 * show these. Coins come in only by coupon or purchase; a transfer moves them from an artist's
 * reservation to a curator's wallet.
 */
export type MovementCause =
  | { readonly kind: 'coupon'; readonly code: string }
  | { readonly kind: 'purchase'; readonly purchaseId: string; readonly packageId: string; readonly provider: string }
  | { readonly kind: 'bounty'; readonly bountyId: string; readonly songId: string; readonly campaignId: string | null }
  | { readonly kind: 'submission'; readonly submissionId: string; readonly songId: string; readonly playlistId: string };

/** The wallet after a movement, recorded with it so that history shows "balance after" without replaying. */
export interface BalanceAfter {
  readonly totalAfter: Coins;
  readonly reservedAfter: Coins;
}

/** Why a reservation ended without (all of) its coins being paid out; `replaced`: its coins moved to a new reservation of the same cause in the same append. */
export type ReleaseReason = 'cancelled' | 'expired' | 'rejected' | 'refunded' | 'settled' | 'unfunded' | 'replaced';

/**
 * The movements of a `wallet-<userId>` stream (past-tense facts). Each names its `movementId`
 * (deterministic: the reservation, purchase or coupon it belongs to), which is what makes a
 * repeated command a no-op. Never renamed or reshaped in place: an old stored shape reads through
 * an upcaster (wallet.upcasters.ts, docs/decisions/0020).
 */
export type WalletMovement =
  /** Coins came in: a coupon or a purchase. */
  | DomainEvent<'CoinsCredited', { userId: string; movementId: string; amount: Coins; cause: MovementCause } & BalanceAfter>
  /** Coins set aside (escrow) for a bounty or a submission: reserved grows, total stays. */
  | DomainEvent<'CoinsReserved', { userId: string; reservationId: string; amount: Coins; cause: MovementCause } & BalanceAfter>
  /** Reserved coins returned to available (all or the rest of a reservation); closes the reservation. */
  | DomainEvent<'ReservationReleased', { userId: string; reservationId: string; amount: Coins; reason: ReleaseReason; cause: MovementCause } & BalanceAfter>
  /** Reserved coins leave this wallet for `payeeId`'s: total and reserved shrink. Always followed by a release of the rest (maybe 0) in the same append. */
  | DomainEvent<'ReservationTransferred', { userId: string; reservationId: string; amount: Coins; payeeId: string; cause: MovementCause } & BalanceAfter>
  /** The payee's side of a {@link ReservationTransferred}: coins come in from `payerId`'s reservation. */
  | DomainEvent<'TransferReceived', { userId: string; reservationId: string; amount: Coins; payerId: string; cause: MovementCause } & BalanceAfter>;

/**
 * A reservation closed before it held anything: the escrow gave up on it (its funding refused, the
 * bounty or request voided, a change of terms refused) while the wallet had not reserved under its
 * id. A reserve arriving late under that id then holds nothing, where it would have held coins that
 * no verdict, deadline or settlement will ever release. Moves no coins: not a movement.
 */
export type ReservationAbandoned = DomainEvent<'ReservationAbandoned', { userId: string; reservationId: string; reason: ReleaseReason } & BalanceAfter>;

/** Everything a wallet stream records: its movements and the reservations closed unheld. */
export type WalletEvent = WalletMovement | ReservationAbandoned;

export type WalletMovementType = WalletMovement['type'];
/** The types of the events that move coins: what the history, the ledger and its audit read. */
export const WALLET_MOVEMENT_TYPES: readonly WalletMovementType[] = ['CoinsCredited', 'CoinsReserved', 'ReservationReleased', 'ReservationTransferred', 'TransferReceived'];

export const walletStream = (userId: string): string => `wallet-${userId}`;
