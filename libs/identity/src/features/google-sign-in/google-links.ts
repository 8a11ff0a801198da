import { Inject, Injectable } from '@nestjs/common';
import type { EventStore, Position } from '#eventstore';
import { type CommandContext, DomainError, EVENT_STORE, executeCommand, loadState } from '#platform';
import type { RegisteredAccount } from '../../application/account-by-email.js';
import { decideOnUser } from '../../application/decide-on-user.js';
import { googleSubjectClaimDecider, googleSubjectClaimStream } from '../../domain/google-subject-claim.js';
import { OTHER_GOOGLE_ACCOUNT_LINKED, userDecider } from '../../domain/user.decide.js';
import { userStream } from '../../domain/user.state.js';

/**
 * Which account a Google account (its `sub`) is linked to. The subject is claimed on a stream of
 * its own (so two accounts cannot both link it), then the link is recorded on the user's stream.
 */
@Injectable()
export class GoogleLinks {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * The account linked to the Google account; null when none is. A claim whose account never
   * recorded the link (a crash between the two appends) links nothing.
   */
  async accountBySubject(subject: string): Promise<RegisteredAccount | null> {
    const { state: claim } = await loadState(this.store, googleSubjectClaimStream(subject), googleSubjectClaimDecider);
    if (!claim.claimedBy) return null;
    const { state: account } = await loadState(this.store, userStream(claim.claimedBy), userDecider);
    return account.status === 'registered' && account.googleSubject === subject ? account : null;
  }

  /** @throws DomainError (conflict) when the Google account is linked to another account, or the user has another one linked. */
  async link(userId: string, subject: string, context: CommandContext): Promise<Position | null> {
    // Checked before the claim, so that a refused link leaves no claim behind.
    const { state } = await loadState(this.store, userStream(userId), userDecider);
    if (state.status === 'registered' && state.googleSubject !== null && state.googleSubject !== subject) {
      throw new DomainError('conflict', OTHER_GOOGLE_ACCOUNT_LINKED);
    }
    await executeCommand({ store: this.store, streamId: googleSubjectClaimStream(subject), decider: googleSubjectClaimDecider, command: { subject, userId }, context });
    return decideOnUser(this.store, { type: 'LinkGoogleAccount', userId, subject }, context);
  }
}
