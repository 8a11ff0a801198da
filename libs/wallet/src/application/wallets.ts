import { Injectable } from '@nestjs/common';
import type { Position } from '#eventstore';
import { type CommandContext, type CommandResult, EventSourcedCommands } from '#platform';
import type { ReserveOutcome } from '../contracts/wallet.commands.js';
import { InsufficientFunds, type ReplaceReservation, type ReserveCoins, walletDecider, type WalletCommand } from '../domain/wallet.decide.js';
import { walletStream, type WalletEvent } from '../domain/wallet.events.js';
import type { WalletState } from '../domain/wallet.state.js';

/** The wallet's write side as its slices use it: one user's stream, decided under optimistic concurrency. */
@Injectable()
export class Wallets {
  constructor(private readonly commands: EventSourcedCommands) {}

  /** @throws DomainError when the wallet's rules refuse the command. */
  decide(command: WalletCommand, context: CommandContext): Promise<CommandResult<WalletState, WalletEvent>> {
    return this.commands.execute({ streamId: walletStream(command.userId), decider: walletDecider, command, context });
  }

  /** Decides and answers only where the events landed (null when nothing changed). */
  async apply(command: WalletCommand, context: CommandContext): Promise<Position | null> {
    return (await this.decide(command, context)).position;
  }

  /** A reservation asked for by the marketplace: a shortfall is an answer (its verdict to record), not an error. */
  async reserve(command: ReserveCoins | ReplaceReservation, context: CommandContext): Promise<ReserveOutcome> {
    try {
      return { reserved: true, position: await this.apply(command, context) };
    } catch (error) {
      if (error instanceof InsufficientFunds) return { reserved: false, needed: error.needed, available: error.available };
      throw error;
    }
  }
}
