import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { UserAccounts } from '../../application/user-accounts.js';
import { AssignRoleCommand } from '../../contracts/account-administration.js';

@CommandHandler(AssignRoleCommand)
export class AssignRoleHandler implements ICommandHandler<AssignRoleCommand, Position | null> {
  constructor(private readonly accounts: UserAccounts) {}

  async execute({ adminId, userId, role, context }: AssignRoleCommand): Promise<Position | null> {
    const adminIsAdmin = await this.accounts.isActiveAdmin(adminId);
    return this.accounts.decide({ type: 'AssignRole', userId, adminId, adminIsAdmin, role }, context);
  }
}
