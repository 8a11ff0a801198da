import type { AdminAccountView } from '../contracts/account-administration.js';
import type { RegisteredAccount } from './account-by-email.js';

/** An account as the admin pages show it; `createdAt` is the time its registration was recorded. */
export function toAdminAccountView(account: RegisteredAccount, createdAt: string): AdminAccountView {
  return {
    id: account.userId,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    displayName: account.profile.displayName,
    location: account.profile.location,
    profileImageUrl: account.profile.profileImageUrl,
    role: account.role,
    isAdmin: account.isAdmin,
    isActive: account.isActive,
    isVerified: account.isVerified,
    createdAt,
  };
}
