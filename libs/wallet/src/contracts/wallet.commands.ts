import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { Coins, MovementCause, ReleaseReason } from '../domain/wallet.events.js';

/**
 * The wallet's commands that other modules send (through the CommandBus): the marketplace
 * reserves coins for a bounty or a submission and settles the reservation when its work ends.
 * Each is idempotent on its reservation id, so a process manager may repeat it after a crash.
 */

/** Reserved: the coins are held (or were already held for this id). Refused: what was needed and what was available. */
export type ReserveOutcome =
  | { readonly reserved: true; readonly position: Position | null }
  | { readonly reserved: false; readonly needed: Coins; readonly available: Coins };

export class ReserveCoinsCommand extends Command<ReserveOutcome> {
  constructor(
    readonly userId: string,
    /** The bounty's or submission's id; reserving an id that is held, or that was closed, changes nothing. */
    readonly reservationId: string,
    readonly amount: Coins,
    readonly cause: MovementCause,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Moves a bounty's coins to a new reservation holding `amount` (its new total): the open one of
 * `from` is released and `reservationId` reserved in one append, so the difference is reserved or
 * released at once. Refused (as an outcome) when the difference is more than is available. Moving
 * to an id that is held or was closed, or when none of `from` is open, changes nothing.
 */
export class ReplaceReservationCommand extends Command<ReserveOutcome> {
  constructor(
    readonly userId: string,
    readonly from: readonly string[],
    readonly reservationId: string,
    readonly amount: Coins,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Part of a reservation paid to someone else's wallet. */
export interface Payout {
  readonly amount: Coins;
  readonly payeeId: string;
}

/**
 * Ends a reservation once: pays `payout` (when given) to the payee and releases the rest to the
 * owner's available coins. A closed or unknown reservation changes nothing. Answers the position
 * of the last event written (the payee's credit when there is one), or null.
 */
export class SettleReservationCommand extends Command<Position | null> {
  constructor(
    readonly userId: string,
    readonly reservationId: string,
    readonly payout: Payout | null,
    readonly reason: ReleaseReason,
    readonly context: CommandContext,
    /** The campaign whose completion pays a bounty's reservation, recorded with the movements. */
    readonly campaignId: string | null = null,
  ) {
    super();
  }
}
