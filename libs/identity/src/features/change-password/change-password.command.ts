import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

export class ChangePasswordCommand extends Command<Position | null> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    /** The client's address: a wrong current password counts as a failed sign-in from it. */
    readonly address: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
