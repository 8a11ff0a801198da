import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { SignUpRole } from '../domain/user.events.js';

export interface RegisteredUser {
  readonly userId: string;
  readonly position: Position | null;
}

/**
 * How the account proves who signs in: a password (hashed by the handler), or none at all
 * (`passwordHash: null`: an account reached only through Google sign-in, whose verified email
 * proves ownership).
 */
export type RegisterCredentials = { readonly password: string } | { readonly passwordHash: null };

export class RegisterUserCommand extends Command<RegisteredUser> {
  constructor(
    readonly input: RegisterCredentials & {
      readonly email: string;
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
