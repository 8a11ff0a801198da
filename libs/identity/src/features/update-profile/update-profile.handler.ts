import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { UserAccounts } from '../../application/user-accounts.js';
import { UpdateProfileCommand } from './update-profile.command.js';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, Position | null> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ userId, changes, context }: UpdateProfileCommand): Promise<Position | null> {
    return this.accounts.decide({ type: 'UpdateProfile', userId, changes }, context);
  }
}
