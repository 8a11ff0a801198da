import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandContext, EventSourcedCommands } from '#platform';
import { UserAccounts } from '../../application/user-accounts.js';
import { emailClaimDecider, emailClaimStream, normalizeEmail } from '../../domain/email-claim.js';
import { userStream } from '../../domain/user.state.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { RegisteredUser, RegisterUserCommand } from '../../application/register-user.command.js';

/**
 * Claims the email (its own stream, so two sign-ups with one email cannot both win), then
 * records the account. Whether a claim left by a crash may be taken over is the claim's rule.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, RegisteredUser> {
  constructor(
    private readonly commands: EventSourcedCommands,
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ input, context }: RegisterUserCommand): Promise<RegisteredUser> {
    const email = normalizeEmail(input.email);
    const passwordHash = 'password' in input ? await this.hasher.hash(input.password) : null;
    const userId = await this.claimEmail(email, context);
    const { firstName, lastName, role, isAdmin } = input;
    const command = { type: 'RegisterUser', userId, email, passwordHash, firstName, lastName, role, isAdmin } as const;
    return { userId, position: await this.accounts.decide(command, context) };
  }

  /** The id the account is registered under: a new one, or an orphaned claim's. */
  private async claimEmail(email: string, context: CommandContext): Promise<string> {
    const streamId = emailClaimStream(email);
    const { state: current } = await this.commands.load(streamId, emailClaimDecider);
    const ownerHasAccount = current.claimedBy !== null && (await this.commands.exists(userStream(current.claimedBy)));
    const command = { email, userId: randomUUID(), ownerHasAccount };
    const { state } = await this.commands.execute({ streamId, decider: emailClaimDecider, command, context });
    return state.claimedBy as string;
  }
}
