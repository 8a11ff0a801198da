import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { UserAccounts } from '../../application/user-accounts.js';
import { UpgradeToCuratorCommand } from './upgrade-to-curator.command.js';

@CommandHandler(UpgradeToCuratorCommand)
export class UpgradeToCuratorHandler implements ICommandHandler<UpgradeToCuratorCommand, Position | null> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ userId, context }: UpgradeToCuratorCommand): Promise<Position | null> {
    return this.accounts.decide({ type: 'UpgradeToCurator', userId }, context);
  }
}
