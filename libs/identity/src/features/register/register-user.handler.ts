import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EmailClaims } from '../../application/email-claims.js';
import { UserAccounts } from '../../application/user-accounts.js';
import { normalizeEmail } from '../../domain/email-claim.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { RegisteredUser, RegisterUserCommand } from '../../application/register-user.command.js';

/**
 * Claims the email (its own stream, so two sign-ups with one email cannot both win), then
 * records the account, under the claim's owner: a new id, or that of an orphaned claim it took
 * over. Whether a claim left by a crash may be taken over is the claim's rule.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, RegisteredUser> {
  constructor(
    private readonly claims: EmailClaims,
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ input, context }: RegisterUserCommand): Promise<RegisteredUser> {
    const email = normalizeEmail(input.email);
    const passwordHash = 'password' in input ? await this.hasher.hash(input.password) : null;
    const userId = await this.claims.claim(email, randomUUID(), context);
    const { firstName, lastName, role, isAdmin } = input;
    const command = { type: 'RegisterUser', userId, email, passwordHash, firstName, lastName, role, isAdmin } as const;
    return { userId, position: await this.accounts.decide(command, context) };
  }
}
