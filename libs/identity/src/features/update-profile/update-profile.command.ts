import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { UserProfile } from '../../domain/user.events.js';

export class UpdateProfileCommand extends Command<Position | null> {
  constructor(
    readonly userId: string,
    /** Fields left out keep their value; null clears one. */
    readonly changes: Partial<UserProfile>,
    readonly context: CommandContext,
  ) {
    super();
  }
}
