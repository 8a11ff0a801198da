import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, ReadYourWrites, systemContext } from '#platform';
import { USER_EVENT_TYPES } from '../../domain/user.events.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config/identity.config.js';
import { RegisterUserCommand } from '../../application/register-user.command.js';

/** How long the start waits for the workers to show the new admin account to sign-in. */
const ADMIN_READABLE_WITHIN_MS = 30_000;

/**
 * Creates the admin account from ADMIN_EMAIL and ADMIN_PASSWORD at start-up when no account has
 * that email yet (an admin who moved the account to another address leaves the email free: a new
 * admin account is then made with it). An existing account is left as it is (its password is not reset).
 */
@Injectable()
export class SeedAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('SeedAdmin');

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.admin;
    if (!admin) return;
    try {
      const input = { email: admin.email, password: admin.password, firstName: 'Admin', lastName: '', role: null, isAdmin: true };
      const { position } = await this.commands.execute(new RegisterUserCommand(input, systemContext('seed-admin')));
      // Sign-in answers from the users read model: the admin can sign in as soon as the app is up.
      // Where the projections run in other processes (npm run start:cluster), those may still be
      // starting, so this waits longer than a request's read-your-writes.
      await this.readYourWrites.waitForReaders(position, USER_EVENT_TYPES, ADMIN_READABLE_WITHIN_MS);
      this.logger.log(`Created the admin account ${admin.email}`);
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
}
