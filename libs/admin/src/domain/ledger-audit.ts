import { type LedgerMovement, type LoggedMovement, moved, NO_COINS, type WalletFigures } from './ledger-movement.js';

/** The rules a wallet history can break (docs/decisions/0015). */
export type LedgerRule =
  /** Every wallet's total plus the payouts on their way to a payee equals the coins credited. */
  | 'conservation'
  | 'negative_total'
  | 'negative_reserved'
  | 'negative_available'
  /** Amounts are whole VibeCoins: above 0, or 0 for a release. */
  | 'invalid_amount'
  /** A reservation id is reserved once on a wallet. */
  | 'reservation_reopened'
  /** A payout or release of a reservation the wallet never made. */
  | 'reservation_unknown'
  | 'reservation_closed_twice'
  /** A reservation paid out or released more than it held. */
  | 'reservation_overdrawn'
  /** A reservation closed with coins still in it: they would stay reserved forever. */
  | 'reservation_not_emptied'
  /** A TransferReceived with no ReservationTransferred of the same reservation, payee and amount. */
  | 'payout_unmatched'
  | 'payout_received_twice'
  /** A payout paid out longer ago than the in-flight limit and still not received: the payouts process manager is not keeping up. */
  | 'payout_stuck'
  /** The figures an event records after itself differ from what the movements add up to. */
  | 'balance_after'
  /** More violations than a verdict lists: the rest are counted, not listed. */
  | 'too_many_violations';

export interface LedgerViolation {
  readonly rule: LedgerRule;
  readonly message: string;
  readonly position: string | null;
  readonly userId: string | null;
}

/** Coins paid out of reservations and not yet received by their payees. */
export interface InFlightPayouts {
  readonly amount: number;
  readonly count: number;
  /** Seconds since the oldest of them was paid out (its event's occurredAt); null when none is in flight. */
  readonly oldestAgeSeconds: number | null;
  readonly oldestPosition: string | null;
}

/** When the verdict is given and how long a payout may stay in flight before it counts as stuck. */
export interface VerdictMoment {
  readonly now: Date;
  readonly inFlightLimitMs: number;
}

export interface LedgerVerdict {
  readonly ok: boolean;
  /** Coins that came in (coupons, purchases). */
  readonly credited: number;
  /** Coins in every wallet now plus payouts not yet received: equals credited when the ledger is whole. */
  readonly held: number;
  /** Coins reserved (in escrow) now. */
  readonly reserved: number;
  /** Coins paid out of reservations. */
  readonly paidOut: number;
  readonly inFlight: InFlightPayouts;
  readonly eventsChecked: number;
  readonly checkedUpTo: string | null;
  readonly violations: readonly LedgerViolation[];
}

/** A verdict lists at most this many violations (a badly broken ledger would otherwise answer megabytes). */
export const MAX_LISTED_VIOLATIONS = 500;

interface Reservation {
  readonly held: number;
  settled: number;
  closed: boolean;
}

/** A payout paid out and not yet received. */
interface PendingPayout {
  readonly payerId: string;
  readonly reservationId: string;
  readonly amount: number;
  readonly position: string;
  readonly occurredAtMs: number;
}

interface PayoutMatch {
  /** Oldest first: a receipt matches the earliest payout of its key. */
  readonly pending: PendingPayout[];
  received: number;
}

const isWhole = (value: unknown): value is number => Number.isSafeInteger(value);

const figuresText = ({ total, reserved }: WalletFigures): string => `total ${total}, reserved ${reserved}`;

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long ago, in the largest unit that keeps it readable: "45 seconds", "7 minutes", "3 hours", "2 days". */
export function elapsedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 120) return plural(seconds, 'second');
  if (seconds < 2 * 3600) return plural(Math.floor(seconds / 60), 'minute');
  if (seconds < 2 * 86_400) return plural(Math.floor(seconds / 3600), 'hour');
  return plural(Math.floor(seconds / 86_400), 'day');
}

/**
 * Replays wallet events in log order and judges them by the ledger's rules. Fed one event at a
 * time (`check`), it keeps a figure per wallet, reservation and payout, never the events, so the
 * whole log can be read page by page. Each rule reports the event where it broke; the figures then
 * follow what the event recorded, so one bad event is reported once, not again at every later one.
 */
export class LedgerAudit {
  private readonly wallets = new Map<string, WalletFigures>();
  private readonly reservations = new Map<string, Reservation>();
  private readonly payouts = new Map<string, PayoutMatch>();
  /** The payouts in flight, in log order. */
  private readonly pendingPayouts = new Set<PendingPayout>();
  private readonly violations: LedgerViolation[] = [];
  private unlisted = 0;
  private credited = 0;
  private paidOut = 0;
  private inFlight = 0;
  private walletTotals = 0;
  private imbalance = 0;
  private eventsChecked = 0;
  private checkedUpTo: string | null = null;
  /** Where the event being checked stands and whose it is: every violation it causes names them. */
  private at: Pick<LedgerViolation, 'position' | 'userId'> = { position: null, userId: null };

  check({ movement: event, position, occurredAt }: LoggedMovement): void {
    this.eventsChecked++;
    this.checkedUpTo = position;
    this.at = { position, userId: event.data.userId };
    const movement = this.withValidAmount(event);
    this.countCoins(movement);
    this.checkReservation(movement);
    this.checkPayout(movement, position, Date.parse(occurredAt));
    this.moveWallet(movement);
    this.checkConservation();
  }

  /**
   * The verdict on everything checked so far, as it stands at `now`: the payouts in flight longer
   * than the limit are reported (`payout_stuck`), oldest first. Asking again changes nothing.
   */
  verdict({ now, inFlightLimitMs }: VerdictMoment): LedgerVerdict {
    const pending = [...this.pendingPayouts].sort((a, b) => a.occurredAtMs - b.occurredAtMs);
    const stuck = pending.filter((payout) => now.getTime() - payout.occurredAtMs > inFlightLimitMs).map((payout) => this.stuckViolation(payout, now));
    const room = Math.max(0, MAX_LISTED_VIOLATIONS - this.violations.length);
    const unlisted = this.unlisted + Math.max(0, stuck.length - room);
    const overflow: LedgerViolation[] =
      unlisted > 0 ? [{ rule: 'too_many_violations', message: `${unlisted} more violations are not listed`, position: null, userId: null }] : [];
    const violations = [...this.violations, ...stuck.slice(0, room), ...overflow];
    const oldest = pending.at(0);
    return {
      ok: violations.length === 0,
      credited: this.credited,
      held: this.walletTotals + this.inFlight,
      reserved: [...this.wallets.values()].reduce((sum, figures) => sum + figures.reserved, 0),
      paidOut: this.paidOut,
      inFlight: {
        amount: this.inFlight,
        count: pending.length,
        oldestAgeSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.occurredAtMs) / 1000)) : null,
        oldestPosition: oldest?.position ?? null,
      },
      eventsChecked: this.eventsChecked,
      checkedUpTo: this.checkedUpTo,
      violations,
    };
  }

  private stuckViolation({ payerId, reservationId, amount, position, occurredAtMs }: PendingPayout, now: Date): LedgerViolation {
    const message = `${amount} VC paid out of reservation ${reservationId} ${elapsedText(now.getTime() - occurredAtMs)} ago have not reached their payee`;
    return { rule: 'payout_stuck', message, position, userId: payerId };
  }

  private report(rule: LedgerRule, message: string): void {
    if (this.violations.length < MAX_LISTED_VIOLATIONS) this.violations.push({ rule, message, ...this.at });
    else this.unlisted++;
  }

  /** An amount that is no whole number of coins is reported, then counted as 0 so the figures stay numbers. */
  private withValidAmount(movement: LedgerMovement): LedgerMovement {
    const { amount } = movement.data;
    const least = movement.type === 'ReservationReleased' ? 0 : 1;
    if (isWhole(amount) && amount >= least) return movement;
    this.report('invalid_amount', `${movement.type} moves ${String(amount)} VC: amounts are whole VibeCoins of at least ${least}`);
    return { ...movement, data: { ...movement.data, amount: 0 } } as LedgerMovement;
  }

  private countCoins(movement: LedgerMovement): void {
    if (movement.type === 'CoinsCredited') this.credited += movement.data.amount;
    if (movement.type === 'ReservationTransferred') this.paidOut += movement.data.amount;
  }

  private checkReservation(movement: LedgerMovement): void {
    if (movement.type !== 'CoinsReserved' && movement.type !== 'ReservationTransferred' && movement.type !== 'ReservationReleased') return;
    const { userId, reservationId, amount } = movement.data;
    const key = `${userId}/${reservationId}`;
    const reservation = this.reservations.get(key);
    if (movement.type === 'CoinsReserved') {
      if (reservation) this.report('reservation_reopened', `Reservation ${reservationId} was reserved again (${amount} VC)`);
      else this.reservations.set(key, { held: amount, settled: 0, closed: false });
      return;
    }
    const verb = movement.type === 'ReservationTransferred' ? 'pays out' : 'releases';
    if (!reservation) return this.report('reservation_unknown', `${movement.type} ${verb} ${amount} VC of reservation ${reservationId}, which this wallet never reserved`);
    if (reservation.closed) return this.report('reservation_closed_twice', `${movement.type} ${verb} ${amount} VC of reservation ${reservationId} after it was closed`);
    reservation.settled += amount;
    if (reservation.settled > reservation.held) {
      this.report('reservation_overdrawn', `Reservation ${reservationId} held ${reservation.held} VC and has paid out or released ${reservation.settled} VC`);
    }
    if (movement.type === 'ReservationReleased') {
      reservation.closed = true;
      if (reservation.settled < reservation.held) {
        this.report('reservation_not_emptied', `Reservation ${reservationId} held ${reservation.held} VC and closed after paying out or releasing ${reservation.settled} VC`);
      }
    }
  }

  private checkPayout(movement: LedgerMovement, position: string, occurredAtMs: number): void {
    if (movement.type === 'ReservationTransferred') {
      const { userId, reservationId, payeeId, amount } = movement.data;
      const payout = { payerId: userId, reservationId, amount, position, occurredAtMs };
      this.payoutMatch(`${userId}/${reservationId}/${payeeId}/${amount}`).pending.push(payout);
      this.pendingPayouts.add(payout);
      this.inFlight += amount;
    }
    if (movement.type === 'TransferReceived') {
      const { userId, reservationId, payerId, amount } = movement.data;
      const match = this.payoutMatch(`${payerId}/${reservationId}/${userId}/${amount}`);
      const what = `TransferReceived of ${amount} VC from reservation ${reservationId} of ${payerId}`;
      const payout = match.pending.shift();
      if (payout) {
        this.pendingPayouts.delete(payout);
        match.received++;
        this.inFlight -= amount;
      } else if (match.received > 0) this.report('payout_received_twice', `${what} was already received`);
      else this.report('payout_unmatched', `${what} matches no payout of that reservation to this wallet`);
    }
  }

  private payoutMatch(key: string): PayoutMatch {
    const found = this.payouts.get(key);
    if (found) return found;
    const match: PayoutMatch = { pending: [], received: 0 };
    this.payouts.set(key, match);
    return match;
  }

  /**
   * Moves the wallet by the amount, checks that nothing went below 0 and that the event recorded
   * the same figures; then keeps what the event recorded, which is what its owner was shown.
   */
  private moveWallet(movement: LedgerMovement): void {
    const { userId, totalAfter, reservedAfter } = movement.data;
    const before = this.wallets.get(userId) ?? NO_COINS;
    const after = moved(before, movement);
    this.checkNotNegative(movement.type, before, after);
    const recorded = { total: totalAfter, reserved: reservedAfter };
    if (recorded.total !== after.total || recorded.reserved !== after.reserved) {
      this.report('balance_after', `${movement.type} records ${figuresText(recorded)} after it, but the movements add up to ${figuresText(after)}`);
    }
    const kept = isWhole(recorded.total) && isWhole(recorded.reserved) ? recorded : after;
    this.wallets.set(userId, kept);
    this.walletTotals += kept.total - before.total;
  }

  /** Reported where a figure goes below 0, not again while it stays there. */
  private checkNotNegative(type: LedgerMovement['type'], before: WalletFigures, after: WalletFigures): void {
    const figures = [
      ['negative_total', 'total', (f: WalletFigures) => f.total],
      ['negative_reserved', 'reserved', (f: WalletFigures) => f.reserved],
      ['negative_available', 'available', (f: WalletFigures) => f.total - f.reserved],
    ] as const;
    for (const [rule, name, of] of figures) {
      if (of(after) < 0 && of(before) >= 0) this.report(rule, `${type} leaves the wallet with ${of(after)} VC ${name}`);
    }
  }

  /** Reported where the imbalance appears or changes, not again while it stays the same. */
  private checkConservation(): void {
    const held = this.walletTotals + this.inFlight;
    const imbalance = held - this.credited;
    if (imbalance !== 0 && imbalance !== this.imbalance) {
      this.report(
        'conservation',
        `The wallets hold ${this.walletTotals} VC and ${this.inFlight} VC are on their way to payees: ${held} VC, but ${this.credited} VC were credited`,
      );
    }
    this.imbalance = imbalance;
  }
}

/** The verdict on a whole history in memory (the endpoint feeds a {@link LedgerAudit} page by page). */
export function verifyLedger(events: Iterable<LoggedMovement>, moment: VerdictMoment): LedgerVerdict {
  const audit = new LedgerAudit();
  for (const logged of events) audit.check(logged);
  return audit.verdict(moment);
}
