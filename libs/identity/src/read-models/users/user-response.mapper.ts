import type { PublicUserResponse, UserResponse } from '../../contracts/user.responses.js';
import { profileOf } from '../../contracts/profile-fields.js';
import type { UserReadModel } from './user.entity.js';

/** Picks the public fields one by one (the profile's from its one list), so that a new private column never leaks by default. */
export function toPublicUserResponse(user: UserReadModel): PublicUserResponse {
  const { id, firstName, lastName, role, isVerified } = user;
  return Object.assign(profileOf(user), { id, firstName, lastName, role, isVerified, createdAt: user.createdAt.toISOString() });
}

/**
 * The account as its owner sees it, with its coins as the wallet serves them. The private fields are assigned onto the public answer: V8
 * copies a spread of its 21 fields into a new literal on a slow path (about 9 µs here, a twentieth
 * of a signed-in read's CPU), Object.assign onto it in under 1 µs.
 */
export function toUserResponse(user: UserReadModel, coins: { readonly total: number; readonly reserved: number }): UserResponse {
  return Object.assign(toPublicUserResponse(user), {
    email: user.email,
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    curatorProfileComplete: user.curatorProfileComplete,
    updatedAt: user.updatedAt.toISOString(),
    vibeCoins: String(coins.total),
    reservedVibeCoins: String(coins.reserved),
  });
}
