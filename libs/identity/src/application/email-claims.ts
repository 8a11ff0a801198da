import { Injectable } from '@nestjs/common';
import { type CommandContext, EventSourcedCommands } from '#platform';
import { type ClaimOwner, emailClaimDecider, emailClaimStream, normalizeEmail } from '../domain/email-claim.js';
import { userDecider } from '../domain/user.decide.js';
import { userStream } from '../domain/user.state.js';

/** The `useremail-…` claim streams (docs/decisions/0002): who may have an address. */
@Injectable()
export class EmailClaims {
  constructor(private readonly commands: EventSourcedCommands) {}

  /**
   * Claims `email` for `userId`. Answers the claim's owner afterwards: `userId`, or the id of a
   * sign-up a crash cut off, whose claim a registration takes over (and registers under).
   * @throws DomainError (conflict) when another account has the address.
   */
  async claim(email: string, userId: string, context: CommandContext): Promise<string> {
    const streamId = emailClaimStream(email);
    const { state: current } = await this.commands.load(streamId, emailClaimDecider);
    const owner = await this.ownerOf(current.claimedBy, email);
    const command = { type: 'ClaimEmail', email, userId, owner } as const;
    const { state } = await this.commands.execute({ streamId, decider: emailClaimDecider, command, context });
    return state.claimedBy as string;
  }

  /** Gives up the address the account had (it moved to another): anyone may claim it again. */
  async release(email: string, userId: string, context: CommandContext): Promise<void> {
    const command = { type: 'ReleaseEmail', email, userId } as const;
    await this.commands.execute({ streamId: emailClaimStream(email), decider: emailClaimDecider, command, context });
  }

  private async ownerOf(claimedBy: string | null, email: string): Promise<ClaimOwner> {
    if (claimedBy === null) return 'no_account';
    const { state } = await this.commands.load(userStream(claimedBy), userDecider);
    if (state.status !== 'registered') return 'no_account';
    return state.email === normalizeEmail(email) ? 'holds_email' : 'other_email';
  }
}
