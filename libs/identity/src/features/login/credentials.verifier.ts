import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { accountByEmail, type RegisteredAccount } from '../../application/account-by-email.js';
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

  /** The account when the password matches; null for any mismatch, without saying which. */
  async verify(email: string, password: string): Promise<RegisteredAccount | null> {
    const account = await accountByEmail(this.store, email);
    if (!account?.passwordHash) {
      await this.hasher.matches(await this.decoy(), password);
      return null;
    }
    return (await this.hasher.matches(account.passwordHash, password)) ? account : null;
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.hasher.hash('decoy password that matches nothing');
    return this.decoyHash;
  }
}
