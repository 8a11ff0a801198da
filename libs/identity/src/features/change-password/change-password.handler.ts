import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { UserAccounts } from '../../application/user-accounts.js';
import { LoginThrottle } from '../../infrastructure/login-throttle.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { ChangePasswordCommand } from './change-password.command.js';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, Position | null> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * Verifies and hashes outside the rules (not pure); the rules then check the hash verified is still the stored one.
   * The current password is checked as a sign-in is, under its throttle: a session (a stolen cookie) guesses no faster.
   * @throws TooManyRequestsError when the account's sign-in limits are spent.
   */
  async execute({ userId, currentPassword, newPassword, address, context }: ChangePasswordCommand): Promise<Position | null> {
    const state = await this.accounts.state(userId);
    const storedHash = state.status === 'registered' ? state.passwordHash : null;
    const matched =
      state.status === 'registered' && storedHash !== null
        ? await this.throttle.attempt(state.email, address, async () => ((await this.hasher.matches(storedHash, currentPassword)) ? storedHash : null))
        : null;
    const newPasswordIsCurrent = newPassword === currentPassword;
    const newPasswordHash = matched && !newPasswordIsCurrent ? await this.hasher.hash(newPassword) : '';
    return this.accounts.decide({ type: 'ChangePassword', userId, currentPasswordMatched: matched, newPasswordIsCurrent, newPasswordHash }, context);
  }
}
