import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '#eventstore';
import { EVENT_STORE, loadState } from '#platform';
import { emailClaimDecider, emailClaimStream } from '../../domain/email-claim.js';
import { userDecider } from '../../domain/user.decide.js';
import { userStream } from '../../domain/user.state.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';

/** Checks an email and password against the account's own stream (not a read model that may lag). */
@Injectable()
export class CredentialsVerifier {
  /** Verified when the email is unknown, so that a miss takes as long as a wrong password. */
  private decoyHash: Promise<string> | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly hasher: PasswordHasher,
  ) {}

  /** The account id when the password matches; null for any mismatch, without saying which. */
  async verify(email: string, password: string): Promise<string | null> {
    const { state: claim } = await loadState(this.store, emailClaimStream(email), emailClaimDecider);
    const account = claim.claimedBy ? (await loadState(this.store, userStream(claim.claimedBy), userDecider)).state : null;
    if (account?.status !== 'registered' || !account.passwordHash) {
      await this.hasher.matches(await this.decoy(), password);
      return null;
    }
    return (await this.hasher.matches(account.passwordHash, password)) ? account.userId : null;
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.hasher.hash('decoy password that matches nothing');
    return this.decoyHash;
  }
}
