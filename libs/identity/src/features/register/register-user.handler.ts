import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '#eventstore';
import { type CommandContext, DomainError, EVENT_STORE, executeCommand, loadState } from '#platform';
import { emailClaimDecider, emailClaimStream, normalizeEmail } from '../../domain/email-claim.js';
import { decideOnUser } from '../../application/decide-on-user.js';
import { userStream } from '../../domain/user.state.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { RegisteredUser, RegisterUserCommand } from '../../application/register-user.command.js';

/** A claim this old without its account was left by a crash; a younger one may still be completing. */
const ORPHANED_CLAIM_AGE_MS = 60_000;

/**
 * Claims the email (its own stream, so two sign-ups with one email cannot both win), then
 * records the account. A claim whose account was never written (a crash between the two
 * appends) is taken over by the next sign-up with that email once it is old enough that it
 * cannot be a sign-up still under way.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, RegisteredUser> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ input, context }: RegisterUserCommand): Promise<RegisteredUser> {
    const email = normalizeEmail(input.email);
    const passwordHash = 'password' in input ? await this.hasher.hash(input.password) : null;
    const userId = await this.claimEmail(email, context);
    const { firstName, lastName, role, isAdmin } = input;
    const command = { type: 'RegisterUser', userId, email, passwordHash, firstName, lastName, role, isAdmin } as const;
    return { userId, position: await decideOnUser(this.store, command, context) };
  }

  private async claimEmail(email: string, context: CommandContext): Promise<string> {
    const userId = randomUUID();
    const streamId = emailClaimStream(email);
    try {
      await executeCommand({ store: this.store, streamId, decider: emailClaimDecider, command: { email, userId }, context });
      return userId;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const [claim] = await this.store.readStream(streamId);
      const { state } = await loadState(this.store, streamId, emailClaimDecider);
      const owner = state.claimedBy as string;
      const orphaned = Date.now() - Date.parse(claim.metadata.occurredAt) > ORPHANED_CLAIM_AGE_MS;
      if (orphaned && (await this.store.readStream(userStream(owner))).length === 0) return owner;
      throw error;
    }
  }
}
