import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '#eventstore';
import { type CommandContext, DomainError, EVENT_STORE, ReadYourWrites } from '#platform';
import { accountByEmail, type RegisteredAccount } from '../../application/account-by-email.js';
import { normalizeEmail } from '../../domain/email-claim.js';
import { USER_EVENT_TYPES } from '../../domain/user.events.js';
import { RegisterUserCommand } from '../../application/register-user.command.js';
import type { GoogleIdentity } from './google-oidc.client.js';
import { GoogleLinks } from './google-links.js';

/** Longest names and email the sign-up form accepts; longer claims are cut to fit. */
const NAME_MAX = 100;
const EMAIL_MAX = 254;

/** A Google sign-in with the email of an account it may not enter: its owner has to link Google first. */
export class GoogleAccountNotLinked extends Error {
  override name = 'GoogleAccountNotLinked';
}

/** A Google sign-in into an account an admin has deactivated. */
export class GoogleAccountDeactivated extends Error {
  override name = 'GoogleAccountDeactivated';
}

/** The account a Google sign-in would enter, unless an admin has deactivated it. */
function enterable(account: RegisteredAccount): RegisteredAccount {
  if (!account.isActive) throw new GoogleAccountDeactivated('the account is deactivated');
  return account;
}

/**
 * The account a Google sign-in enters (docs/decisions/0007):
 * 1. the account the Google account (`sub`) is linked to;
 * 2. else, with a verified email, the account of that email if it has no password and no other
 *    Google account (one Google created before sign-ins matched by `sub`), which it then links;
 *    an account with a password never: a password sign-up does not prove its email, so a Google
 *    sign-in with the same email may be someone else's. Its owner links Google in Settings;
 * 3. else a new account, with no password and no role (the client shows the role selection).
 */
@Injectable()
export class GoogleAccounts {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly links: GoogleLinks,
  ) {}

  /**
   * The account's id, once the users read model shows it.
   * @throws GoogleAccountNotLinked for the email of an account Google may not enter; GoogleAccountDeactivated for a
   * deactivated account; Error for an unverified or unusable email.
   */
  async accountFor(identity: GoogleIdentity, context: CommandContext): Promise<string> {
    const linked = await this.links.accountBySubject(identity.subject);
    if (linked) return enterable(linked).userId;
    if (!identity.emailVerified) throw new Error('Google did not verify this email');
    const email = normalizeEmail(identity.email);
    if (!email.includes('@') || email.length > EMAIL_MAX) throw new Error('Google gave no usable email');
    return this.accountByEmail(identity, email, context, true);
  }

  private async accountByEmail(identity: GoogleIdentity, email: string, context: CommandContext, mayRetry: boolean): Promise<string> {
    const existing = await accountByEmail(this.store, email);
    if (existing) return this.linkGoogleOnlyAccount(enterable(existing), identity.subject, context);
    try {
      const input = {
        email,
        passwordHash: null,
        firstName: identity.givenName.slice(0, NAME_MAX),
        lastName: identity.familyName.slice(0, NAME_MAX),
        role: null,
        isAdmin: false,
      };
      const { userId } = await this.commands.execute(new RegisterUserCommand(input, context));
      const position = await this.links.link(userId, identity.subject, context);
      await this.readYourWrites.waitForReaders(position, USER_EVENT_TYPES);
      return userId;
    } catch (error) {
      // A simultaneous sign-up (Google or password) with this email won: decide again about its account.
      if (!(mayRetry && error instanceof DomainError && error.kind === 'conflict')) throw error;
      return this.accountByEmail(identity, email, context, false);
    }
  }

  private async linkGoogleOnlyAccount(account: RegisteredAccount, subject: string, context: CommandContext): Promise<string> {
    if (account.passwordHash !== null || account.googleSubject !== null) throw new GoogleAccountNotLinked(`the account of this email has a password or another Google account`);
    await this.links.link(account.userId, subject, context);
    return account.userId;
  }
}
