import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { isUUID } from 'class-validator';
import type { Position } from '#eventstore';
import { GetAdminAccountQuery, USER_EVENT_TYPES } from '#identity';
import { DomainError, ReadYourWrites } from '#platform';
import type { AdminUserResponse } from '../contracts/admin.responses.js';

export const USER_NOT_FOUND = 'User not found';

/** @throws DomainError (not_found) for an id no account can have, before anything is sent to identity. */
export function assertUserId(userId: string): void {
  if (!isUUID(userId)) throw new DomainError('not_found', USER_NOT_FOUND);
}

/** Accounts as the admin pages show them, after an admin's write. */
@Injectable()
export class AdminAccountViews {
  constructor(
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /**
   * The account from its own stream, once every reader of account events (the admin lists, the
   * users read model, search) has caught up with the write at `position` (bounded wait), so that
   * the next list shows the change.
   * @throws DomainError (not_found) when there is no such account.
   */
  async afterWrite(userId: string, position: Position | null): Promise<AdminUserResponse> {
    await this.readYourWrites.waitForReaders(position, USER_EVENT_TYPES);
    const account = await this.queries.execute(new GetAdminAccountQuery(userId));
    if (!account) throw new DomainError('not_found', USER_NOT_FOUND);
    return account;
  }
}
