import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { UserAccounts } from '../../application/user-accounts.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { ChangePasswordCommand } from './change-password.command.js';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, Position | null> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Verifies and hashes outside the rules (not pure); the rules then check the hash verified is still the stored one. */
  async execute({ userId, currentPassword, newPassword, context }: ChangePasswordCommand): Promise<Position | null> {
    const state = await this.accounts.state(userId);
    const storedHash = state.status === 'registered' ? state.passwordHash : null;
    const matched = storedHash !== null && (await this.hasher.matches(storedHash, currentPassword)) ? storedHash : null;
    const newPasswordIsCurrent = newPassword === currentPassword;
    const newPasswordHash = matched && !newPasswordIsCurrent ? await this.hasher.hash(newPassword) : '';
    return this.accounts.decide({ type: 'ChangePassword', userId, currentPasswordMatched: matched, newPasswordIsCurrent, newPasswordHash }, context);
  }
}
