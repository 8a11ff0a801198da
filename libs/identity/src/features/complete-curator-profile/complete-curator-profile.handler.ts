import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { UserAccounts } from '../../application/user-accounts.js';
import { CompleteCuratorProfileCommand } from './complete-curator-profile.command.js';

@CommandHandler(CompleteCuratorProfileCommand)
export class CompleteCuratorProfileHandler implements ICommandHandler<CompleteCuratorProfileCommand, Position | null> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ userId, profile, context }: CompleteCuratorProfileCommand): Promise<Position | null> {
    return this.accounts.decide({ type: 'CompleteCuratorProfile', userId, ...profile }, context);
  }
}
