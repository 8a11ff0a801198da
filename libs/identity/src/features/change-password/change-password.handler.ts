import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, Position } from '#eventstore';
import { EVENT_STORE, loadState } from '#platform';
import { decideOnUser } from '../../application/decide-on-user.js';
import { userDecider } from '../../domain/user.decide.js';
import { userStream } from '../../domain/user.state.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { ChangePasswordCommand } from './change-password.command.js';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, Position | null> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Verifies and hashes outside the rules (not pure); the rules then check the hash verified is still the stored one. */
  async execute({ userId, currentPassword, newPassword, context }: ChangePasswordCommand): Promise<Position | null> {
    const { state } = await loadState(this.store, userStream(userId), userDecider);
    const storedHash = state.status === 'registered' ? state.passwordHash : null;
    const matched = storedHash !== null && (await this.hasher.matches(storedHash, currentPassword)) ? storedHash : null;
    const newPasswordIsCurrent = newPassword === currentPassword;
    const newPasswordHash = matched && !newPasswordIsCurrent ? await this.hasher.hash(newPassword) : '';
    return decideOnUser(this.store, { type: 'ChangePassword', userId, currentPasswordMatched: matched, newPasswordIsCurrent, newPasswordHash }, context);
  }
}
