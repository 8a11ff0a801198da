import { Injectable } from '@nestjs/common';
import type { Position } from '#eventstore';
import { type CommandContext, EventSourcedCommands } from '#platform';
import type { RegisteredAccount } from '../../application/account-by-email.js';
import { UserAccounts } from '../../application/user-accounts.js';
import { googleSubjectClaimDecider, googleSubjectClaimStream } from '../../domain/google-subject-claim.js';

/**
 * Which account a Google account (its `sub`) is linked to. The subject is claimed on a stream of
 * its own (so two accounts cannot both link it), then the link is recorded on the user's stream.
 */
@Injectable()
export class GoogleLinks {
  constructor(
    private readonly commands: EventSourcedCommands,
    private readonly accounts: UserAccounts,
  ) {}

  /**
   * The account linked to the Google account; null when none is. A claim whose account never
   * recorded the link (a crash between the two appends) links nothing.
   */
  async accountBySubject(subject: string): Promise<RegisteredAccount | null> {
    const { state: claim } = await this.commands.load(googleSubjectClaimStream(subject), googleSubjectClaimDecider);
    if (!claim.claimedBy) return null;
    const account = await this.accounts.state(claim.claimedBy);
    return account.status === 'registered' && account.googleSubject === subject ? account : null;
  }

  /** @throws DomainError (conflict) when the Google account is linked to another account, or the user has another one linked. */
  async link(userId: string, subject: string, context: CommandContext): Promise<Position | null> {
    const command = { type: 'LinkGoogleAccount', userId, subject } as const;
    // The account's rules are asked first, so that a refused link leaves no claim behind.
    await this.accounts.assertAccepted(command);
    await this.commands.execute({ streamId: googleSubjectClaimStream(subject), decider: googleSubjectClaimDecider, command: { subject, userId }, context });
    return this.accounts.decide(command, context);
  }
}
