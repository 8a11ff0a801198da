import type { Role, UserEvent } from '../domain/user.events.js';

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

/** Artists and "both" accounts own songs (spec section 6). */
export const actsAsArtist = (account: AccountRoles): boolean => account.exists && (account.role === 'artist' || account.role === 'both');

/** Curators and "both" accounts with a complete curator profile own playlists and answer submissions (spec section 6). */
export const actsAsCurator = (account: AccountRoles): boolean =>
  account.exists && (account.role === 'curator' || account.role === 'both') && account.curatorProfileComplete;

/** Admins (the isAdmin flag, spec section 6) of an active account see the admin pages and call /api/admin/*. */
export const actsAsAdmin = (account: AccountRoles): boolean => account.exists && account.isAdmin && account.isActive;
