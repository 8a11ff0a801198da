import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, systemContext } from '#platform';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config/identity.config.js';
import { RegisterUserCommand } from '../../application/register-user.command.js';

/**
 * Creates the admin account from ADMIN_EMAIL and ADMIN_PASSWORD at start-up when no account has
 * that email yet. An existing account is left as it is (its password is not reset).
 */
@Injectable()
export class SeedAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('SeedAdmin');

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly commands: CommandBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.admin;
    if (!admin) return;
    try {
      const input = { email: admin.email, password: admin.password, firstName: 'Admin', lastName: '', role: null, isAdmin: true };
      await this.commands.execute(new RegisterUserCommand(input, systemContext('seed-admin')));
      this.logger.log(`Created the admin account ${admin.email}`);
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
}
