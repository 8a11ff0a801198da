import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { type CommandContext, DomainError } from '#platform';
import { EmailClaims } from '../../application/email-claims.js';
import { UserAccounts } from '../../application/user-accounts.js';
import { AdministerAccountCommand } from '../../contracts/account-administration.js';
import { EMAIL_TAKEN } from '../../domain/email-claim.js';
import type { AdministerAccount } from '../../domain/user.decide.js';
import { UserSessions } from '../../application/user-sessions.js';

/**
 * An admin's edit of an account (docs/decisions/0013). A new email is claimed before the account
 * records it and the old one released after; a deactivation then ends every session of the
 * account (also when it was already deactivated, so that a retry finishes what a crash cut off).
 */
@CommandHandler(AdministerAccountCommand)
export class AdministerAccountHandler implements ICommandHandler<AdministerAccountCommand, Position | null> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly claims: EmailClaims,
    private readonly sessions: UserSessions,
  ) {}

  async execute({ adminId, userId, changes, context }: AdministerAccountCommand): Promise<Position | null> {
    const command: AdministerAccount = { type: 'AdministerAccount', userId, adminId, adminIsAdmin: await this.accounts.isActiveAdmin(adminId), changes };
    if (changes.email !== undefined) await this.claimEmail(command, changes.email, context);
    const { events, position } = await this.accounts.decideForEvents(command, context);
    for (const event of events) {
      if (event.type === 'UserEmailChanged') await this.claims.release(event.data.previousEmail, userId, context);
    }
    if (changes.isActive === false) await this.sessions.endAll(userId);
    return position;
  }

  private async claimEmail(command: AdministerAccount, email: string, context: CommandContext): Promise<void> {
    // The account's rules are asked first, so that a refused edit leaves no claim behind.
    await this.accounts.assertAccepted(command);
    // A claim a crashed sign-up left is kept for that sign-up's id: the address is not this account's to take.
    if ((await this.claims.claim(email, command.userId, context)) !== command.userId) throw new DomainError('conflict', EMAIL_TAKEN);
  }
}
