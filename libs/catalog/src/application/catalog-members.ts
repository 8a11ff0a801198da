import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '#eventstore';
import { actsAsArtist, actsAsCurator, choseCuratorRole, readAccountRoles } from '#identity';
import { DomainError, EVENT_STORE } from '#platform';
import { type CatalogMember, USER_NOT_FOUND } from '../domain/catalog-member.js';

/**
 * Accounts as catalog's rules see them, read from the account's own stream (identity's published
 * events and rules) at the moment of the command: never stale, and never identity's tables.
 */
@Injectable()
export class CatalogMembers {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async get(userId: string): Promise<CatalogMember> {
    const account = await readAccountRoles(this.store, userId);
    return { actsAsArtist: actsAsArtist(account), actsAsCurator: actsAsCurator(account), choseCuratorRole: choseCuratorRole(account) };
  }

  /**
   * For a user's public pages (songs, playlists).
   * @throws DomainError (not_found, "User not found") for a malformed id, one without an account, or one an admin deactivated.
   */
  async assertExists(userId: string): Promise<void> {
    const account = await readAccountRoles(this.store, userId);
    if (!account.exists || !account.isActive) throw new DomainError('not_found', USER_NOT_FOUND);
  }
}
