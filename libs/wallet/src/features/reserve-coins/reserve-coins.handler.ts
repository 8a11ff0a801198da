import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Wallets } from '../../application/wallets.js';
import { ReserveCoinsCommand, type ReserveOutcome } from '../../contracts/wallet.commands.js';
import { InsufficientFunds } from '../../domain/wallet.decide.js';

/** The marketplace's reservations (escrow for a bounty or a submission); a shortfall is an answer, not an error. */
@CommandHandler(ReserveCoinsCommand)
export class ReserveCoinsHandler implements ICommandHandler<ReserveCoinsCommand, ReserveOutcome> {
  constructor(private readonly wallets: Wallets) {}

  async execute({ userId, reservationId, amount, cause, context }: ReserveCoinsCommand): Promise<ReserveOutcome> {
    try {
      return { reserved: true, position: await this.wallets.apply({ type: 'ReserveCoins', userId, reservationId, amount, cause }, context) };
    } catch (error) {
      if (error instanceof InsufficientFunds) return { reserved: false, needed: error.needed, available: error.available };
      throw error;
    }
  }
}
