import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isUUID } from 'class-validator';
import type { EventStore } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { toAdminAccountView } from '../../application/admin-account-view.mapper.js';
import { type AdminAccountView, GetAdminAccountQuery } from '../../contracts/account-administration.js';
import type { UserEvent } from '../../domain/user.events.js';
import { evolveUser, initialUserState, userStream } from '../../domain/user.state.js';

@QueryHandler(GetAdminAccountQuery)
export class GetAdminAccountHandler implements IQueryHandler<GetAdminAccountQuery, AdminAccountView | null> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** From the account's own stream, so that an admin's edit shows at once; its first event is the registration. */
  async execute({ userId }: GetAdminAccountQuery): Promise<AdminAccountView | null> {
    if (!isUUID(userId)) return null;
    const events = await this.store.readStream(userStream(userId));
    const state = events.reduce((account, { type, data }) => evolveUser(account, { type, data } as unknown as UserEvent), initialUserState());
    return state.status === 'registered' ? toAdminAccountView(state, events[0].metadata.occurredAt) : null;
  }
}
