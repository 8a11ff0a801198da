import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { SignUpRole } from '../../domain/user.events.js';

export interface RegisteredUser {
  readonly userId: string;
  readonly position: Position | null;
}

export class RegisterUserCommand extends Command<RegisteredUser> {
  constructor(
    readonly input: {
      readonly email: string;
      readonly password: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly role: SignUpRole | null;
      readonly isAdmin: boolean;
    },
    readonly context: CommandContext,
  ) {
    super();
  }
}
