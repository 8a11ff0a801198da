import { isUUID } from 'class-validator';
import type { EventStore } from '#eventstore';
import { isArtistRole, isCuratorRole } from '../domain/roles.js';
import type { Role, UserEvent } from '../domain/user.events.js';
import { userStream } from '../domain/user.state.js';

/**
 * What other modules' rules need of an account: whether it exists, its role and whether its
 * curator profile is complete. Folded from the account's own `user-…` stream with
 * {@link evolveAccountRoles}, at the moment of a command.
 */
export type AccountRoles =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly role: Role | null;
      readonly curatorProfileComplete: boolean;
      readonly isAdmin: boolean;
      /** False while an admin has the account deactivated. */
      readonly isActive: boolean;
    };

export const NO_ACCOUNT: AccountRoles = { exists: false };

export function evolveAccountRoles(account: AccountRoles, event: UserEvent): AccountRoles {
  switch (event.type) {
    case 'UserRegistered':
      return { exists: true, role: event.data.role, curatorProfileComplete: false, isAdmin: event.data.isAdmin, isActive: true };
    case 'UserRoleSelected':
    case 'UserRoleAssigned':
      return account.exists ? { ...account, role: event.data.role } : account;
    case 'CuratorProfileCompleted':
      return account.exists ? { ...account, curatorProfileComplete: true } : account;
    case 'UserDeactivated':
      return account.exists ? { ...account, isActive: false } : account;
    case 'UserReactivated':
      return account.exists ? { ...account, isActive: true } : account;
    default:
      return account;
  }
}

/**
 * The account's roles at the moment of a command, folded from its own stream: never a read model
 * that lags, never identity's tables. A malformed id has no account.
 */
export async function readAccountRoles(store: Pick<EventStore, 'readStream'>, userId: string): Promise<AccountRoles> {
  if (!isUUID(userId)) return NO_ACCOUNT;
  const events = await store.readStream(userStream(userId));
  return events.reduce<AccountRoles>((account, { type, data }) => evolveAccountRoles(account, { type, data } as UserEvent), NO_ACCOUNT);
}

/** Artists and "both" accounts own songs (spec section 6). */
export const actsAsArtist = (account: AccountRoles): boolean => account.exists && isArtistRole(account.role);

/** Curators and "both" accounts, whether or not their curator profile is complete yet. */
export const choseCuratorRole = (account: AccountRoles): boolean => account.exists && isCuratorRole(account.role);

/** Curators and "both" accounts with a complete curator profile own playlists and answer submissions (spec section 6). */
export const actsAsCurator = (account: AccountRoles): boolean => account.exists && account.curatorProfileComplete && choseCuratorRole(account);

/** Admins (the isAdmin flag, spec section 6) of an active account see the admin pages and call /api/admin/*. */
export const actsAsAdmin = (account: AccountRoles): boolean => account.exists && account.isAdmin && account.isActive;
