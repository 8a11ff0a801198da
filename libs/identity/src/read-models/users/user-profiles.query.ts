import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DomainError } from '#platform';
import { Balances } from '#wallet';
import type { UserReadModel } from './user.entity.js';
import { UserLookup } from './user.lookup.js';
import type { PublicUserResponse, UserResponse } from '../../contracts/user.responses.js';
import { toPublicUserResponse, toUserResponse } from './user-response.mapper.js';

export const USER_NOT_FOUND = 'User not found';

/** Users' profiles as other people see them, read from the users read model. */
@Injectable()
export class UserProfiles {
  constructor(
    private readonly users: UserLookup,
    private readonly balances: Balances,
  ) {}

  /** @throws DomainError (not_found) for a malformed or unknown id, or an account an admin deactivated (its pages are gone until reactivated). */
  async find(userId: string): Promise<UserReadModel> {
    const user = isUUID(userId) ? await this.users.byId(userId) : null;
    if (!user?.isActive) throw new DomainError('not_found', USER_NOT_FOUND);
    return user;
  }

  /** The full user for the owner and admins; the public fields for everyone else. */
  async profileFor(userId: string, viewer: string | null): Promise<UserResponse | PublicUserResponse> {
    const user = await this.find(userId);
    const seesAll = viewer === user.id || (viewer !== null && (await this.users.byId(viewer))?.isAdmin === true);
    return seesAll ? toUserResponse(user, await this.balances.of(user.id)) : toPublicUserResponse(user);
  }
}
