import type { ReceivePayout } from '../domain/wallet.decide.js';
import type { WalletEvent } from '../domain/wallet.events.js';

type PaidOut = Extract<WalletEvent, { type: 'ReservationPaidOut' }>;

/** The payee's side of a payout: what the settle handler and the payouts process manager both ask of the payee's wallet. */
export const receivePayoutOf = ({ data }: Pick<PaidOut, 'data'>): ReceivePayout => ({
  type: 'ReceivePayout',
  userId: data.payeeId,
  reservationId: data.reservationId,
  amount: data.amount,
  payerId: data.userId,
  cause: data.cause,
});
