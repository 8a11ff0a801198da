import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Wallets } from '../../application/wallets.js';
import { SettleReservationCommand } from '../../contracts/wallet.commands.js';
import { receiveTransferOf } from '../../application/receive-transfer.js';

/**
 * Ends a reservation on the payer's wallet (pay part, release the rest: one append), then credits
 * the payee at once so both see the result. A crash in between is repaired by the transfer receipts
 * process manager, which makes the same credit from the `ReservationTransferred` in the log (once).
 */
@CommandHandler(SettleReservationCommand)
export class SettleReservationHandler implements ICommandHandler<SettleReservationCommand, Position | null> {
  constructor(private readonly wallets: Wallets) {}

  async execute({ userId, reservationId, payout, reason, context, campaignId }: SettleReservationCommand): Promise<Position | null> {
    const settled = await this.wallets.decide({ type: 'SettleReservation', userId, reservationId, payout, reason, campaignId }, context);
    const transferred = settled.events.find((event) => event.type === 'ReservationTransferred');
    if (!transferred) return settled.position;
    return (await this.wallets.apply(receiveTransferOf(transferred), context)) ?? settled.position;
  }
}
