import { Command } from '@nestjs/cqrs';
import type { CommandContext, CommandResult } from '#platform';
import type { WalletEvent } from '../../domain/wallet.events.js';
import type { WalletState } from '../../domain/wallet.state.js';

export class RedeemCouponCommand extends Command<CommandResult<WalletState, WalletEvent>> {
  constructor(
    readonly userId: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
