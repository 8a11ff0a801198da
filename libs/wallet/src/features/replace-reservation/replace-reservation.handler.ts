import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Wallets } from '../../application/wallets.js';
import { ReplaceReservationCommand, type ReserveOutcome } from '../../contracts/wallet.commands.js';

/** A bounty's new terms (decision 0018): its reservation moves to a new one with the new total, or the shortfall is answered. */
@CommandHandler(ReplaceReservationCommand)
export class ReplaceReservationHandler implements ICommandHandler<ReplaceReservationCommand, ReserveOutcome> {
  constructor(private readonly wallets: Wallets) {}

  execute({ userId, from, reservationId, amount, context }: ReplaceReservationCommand): Promise<ReserveOutcome> {
    return this.wallets.reserve({ type: 'ReplaceReservation', userId, from, reservationId, amount }, context);
  }
}
