import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { EventStore } from '#eventstore';
import { type AccountRoles, actsAsAdmin, evolveAccountRoles, NO_ACCOUNT, type UserEvent, userStream } from '#identity';
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
    if (!isUUID(userId)) return false;
    const events = await this.store.readStream(userStream(userId));
    const account = events.reduce<AccountRoles>((roles, event) => evolveAccountRoles(roles, { type: event.type, data: event.data } as unknown as UserEvent), NO_ACCOUNT);
    return actsAsAdmin(account);
  }
}
