import { type EventUpcaster, renamedEvent } from '#eventstore';

/**
 * How old wallet events read today (docs/decisions/0020). Kept while any such event is stored:
 * the log is never rewritten.
 *
 * Issue 22: coins moving from an artist's reservation to a curator's wallet were stored as a
 * `ReservationPaidOut` and a `PayoutReceived`; they never leave the system, so they are named
 * for what they are. Same facts, same data: a rename.
 */
export const walletUpcasters: readonly EventUpcaster[] = [
  renamedEvent('ReservationPaidOut', 'ReservationTransferred'),
  renamedEvent('PayoutReceived', 'TransferReceived'),
];
