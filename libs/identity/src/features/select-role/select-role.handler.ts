import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { UserAccounts } from '../../application/user-accounts.js';
import { SelectRoleCommand } from './select-role.command.js';

@CommandHandler(SelectRoleCommand)
export class SelectRoleHandler implements ICommandHandler<SelectRoleCommand, Position | null> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ userId, role, context }: SelectRoleCommand): Promise<Position | null> {
    return this.accounts.decide({ type: 'SelectRole', userId, role }, context);
  }
}
