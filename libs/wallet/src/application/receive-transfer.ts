import type { ReceiveTransfer } from '../domain/wallet.decide.js';
import type { WalletEvent } from '../domain/wallet.events.js';

type Transferred = Extract<WalletEvent, { type: 'ReservationTransferred' }>;

/** The payee's side of a transfer: what the settle handler and the transfer receipts process manager both ask of the payee's wallet. */
export const receiveTransferOf = ({ data }: Pick<Transferred, 'data'>): ReceiveTransfer => ({
  type: 'ReceiveTransfer',
  userId: data.payeeId,
  reservationId: data.reservationId,
  amount: data.amount,
  payerId: data.userId,
  cause: data.cause,
});
