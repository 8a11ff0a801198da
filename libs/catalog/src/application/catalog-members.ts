import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { EventStore } from '#eventstore';
import { type AccountRoles, evolveAccountRoles, NO_ACCOUNT, type UserEvent, userStream } from '#identity';
import { DomainError, EVENT_STORE } from '#platform';
import { type CatalogMember, USER_NOT_FOUND } from '../domain/catalog-member.js';

/**
 * Accounts as catalog's rules see them, read from the account's own stream (identity's published
 * events) at the moment of the command: never stale, and never identity's tables.
 */
@Injectable()
export class CatalogMembers {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  get(userId: string): Promise<CatalogMember> {
    return this.account(userId);
  }

  /**
   * For a user's public pages (songs, playlists).
   * @throws DomainError (not_found, "User not found") for a malformed id, one without an account, or one an admin deactivated.
   */
  async assertExists(userId: string): Promise<void> {
    const account = isUUID(userId) ? await this.account(userId) : NO_ACCOUNT;
    if (!account.exists || !account.isActive) throw new DomainError('not_found', USER_NOT_FOUND);
  }

  private async account(userId: string): Promise<AccountRoles> {
    const events = await this.store.readStream(userStream(userId));
    return events.reduce<AccountRoles>((account, event) => evolveAccountRoles(account, { type: event.type, data: event.data } as unknown as UserEvent), NO_ACCOUNT);
  }
}
