import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Wallets } from '../../application/wallets.js';
import { ReserveCoinsCommand, type ReserveOutcome } from '../../contracts/wallet.commands.js';

/** The marketplace's reservations (escrow for a bounty or a submission); a shortfall is an answer, not an error. */
@CommandHandler(ReserveCoinsCommand)
export class ReserveCoinsHandler implements ICommandHandler<ReserveCoinsCommand, ReserveOutcome> {
  constructor(private readonly wallets: Wallets) {}

  execute({ userId, reservationId, amount, cause, context }: ReserveCoinsCommand): Promise<ReserveOutcome> {
    return this.wallets.reserve({ type: 'ReserveCoins', userId, reservationId, amount, cause }, context);
  }
}
