import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '#eventstore';
import { actsAsAdmin, readAccountRoles } from '#identity';
import { EVENT_STORE } from '#platform';
import type { AdminAccess } from '../contracts/admin-access.js';

/**
 * Whether an account may administer, read from its own `user-…` stream (identity's published
 * events) at the moment of the request: never a stale read model, never identity's tables.
 */
@Injectable()
export class AccountStreamAdminAccess implements AdminAccess {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async isAdmin(userId: string): Promise<boolean> {
    return actsAsAdmin(await readAccountRoles(this.store, userId));
  }
}
