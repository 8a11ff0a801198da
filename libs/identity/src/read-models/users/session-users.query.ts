import { Injectable } from '@nestjs/common';
import type { Position } from '#eventstore';
import { AUTH_REQUIRED_MESSAGE, DomainError, ReadYourWrites } from '#platform';
import { UserLookup } from './user.lookup.js';
import type { UserResponse } from '../../contracts/user.responses.js';
import { toUserResponse } from './user-response.mapper.js';
import { USERS_PROJECTION } from './users.projection.js';

/** The signed-in user as the API answers it, read from the users read model. */
@Injectable()
export class SessionUsers {
  constructor(
    private readonly users: UserLookup,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async current(userId: string): Promise<UserResponse> {
    const user = await this.users.byId(userId);
    if (!user) throw new DomainError('unauthenticated', AUTH_REQUIRED_MESSAGE);
    return toUserResponse(user);
  }

  /** The user once the read model shows the write at `position`. */
  async afterWrite(userId: string, position: Position | null): Promise<UserResponse> {
    await this.readYourWrites.waitFor(position, [USERS_PROJECTION]);
    return this.current(userId);
  }
}
