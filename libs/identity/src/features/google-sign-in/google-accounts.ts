import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '#eventstore';
import { type CommandContext, DomainError, EVENT_STORE, ReadYourWrites } from '#platform';
import { accountByEmail } from '../../application/account-by-email.js';
import { normalizeEmail } from '../../domain/email-claim.js';
import { USERS_PROJECTION } from '../../read-models/users/users.projection.js';
import { RegisterUserCommand } from '../../application/register-user.command.js';
import type { GoogleIdentity } from './google-oidc.client.js';

/** Longest names and email the sign-up form accepts; longer claims are cut to fit. */
const NAME_MAX = 100;
const EMAIL_MAX = 254;

/**
 * The account a verified Google email signs into: the account that owns the email (however it
 * was created; Google's verification proves the email is the signer's), or else a new one with
 * no password and no role (the client then shows the role selection).
 */
@Injectable()
export class GoogleAccounts {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** The account's id, once the users read model shows it. Throws for an unverified or unusable email. */
  async accountFor(identity: GoogleIdentity, context: CommandContext): Promise<string> {
    if (!identity.emailVerified) throw new Error('Google did not verify this email');
    const email = normalizeEmail(identity.email);
    if (!email.includes('@') || email.length > EMAIL_MAX) throw new Error('Google gave no usable email');
    const existing = await accountByEmail(this.store, email);
    if (existing) return existing.userId;
    try {
      const input = {
        email,
        passwordHash: null,
        firstName: identity.givenName.slice(0, NAME_MAX),
        lastName: identity.familyName.slice(0, NAME_MAX),
        role: null,
        isAdmin: false,
      };
      const { userId, position } = await this.commands.execute(new RegisterUserCommand(input, context));
      await this.readYourWrites.waitFor(position, [USERS_PROJECTION]);
      return userId;
    } catch (error) {
      // A simultaneous first sign-in (or sign-up) with this email won: sign into its account.
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      const winner = await accountByEmail(this.store, email);
      if (!winner) throw error;
      return winner.userId;
    }
  }
}
