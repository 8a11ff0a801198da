import { Injectable } from '@nestjs/common';
import type { Position } from '#eventstore';
import { AUTH_REQUIRED_MESSAGE, DomainError, ReadYourWrites, readBack } from '#platform';
import { Balances } from '#wallet';
import { UserLookup } from './user.lookup.js';
import type { UserResponse } from '../../contracts/user.responses.js';
import { toUserResponse } from './user-response.mapper.js';
import { USER_EVENT_TYPES } from '../../domain/user.events.js';

/** How many read-your-writes waits a write to the caller's own account may take (about 2 s each). */
const OWN_ACCOUNT_WAITS = 5;

/** The signed-in user as the API answers it, read from the users read model and the wallet's balances. */
@Injectable()
export class SessionUsers {
  constructor(
    private readonly users: UserLookup,
    private readonly readYourWrites: ReadYourWrites,
    private readonly balances: Balances,
  ) {}

  async current(userId: string): Promise<UserResponse> {
    const [user, coins] = await Promise.all([this.users.byId(userId), this.balances.of(userId)]);
    if (!user) throw new DomainError('unauthenticated', AUTH_REQUIRED_MESSAGE);
    return toUserResponse(user, coins);
  }

  /**
   * The user once every read model of accounts (ours, and those other modules build from our
   * events, as search's) shows the write at `position`. The caller's own account is what
   * every later request reads (a missing row signs nobody in), so this waits longer than other
   * writes do: a few of the barrier's bounded waits, then answers from the read model as it is.
   * @throws StillShowingError (503, "saved, taking longer to show") for an account the read model does not show yet (just registered).
   */
  async afterWrite(userId: string, position: Position | null): Promise<UserResponse> {
    let caughtUp = false;
    for (let wait = 0; wait < OWN_ACCOUNT_WAITS && !caughtUp; wait++) caughtUp = await this.readYourWrites.waitForReaders(position, USER_EVENT_TYPES);
    const [user, coins] = await Promise.all([readBack(caughtUp, () => this.users.byId(userId)), this.balances.of(userId)]);
    return toUserResponse(user, coins);
  }
}
