import type { User } from '../auth/auth.api';

/** The role whose colours, labels and data a screen shows. */
export type ActiveRole = 'artist' | 'curator';

/**
 * A user with role "both" starts as an artist (spec section 1); switching the active role
 * comes with the main navigation.
 */
export function initialActiveRole(role: NonNullable<User['role']>): ActiveRole {
  return role === 'curator' ? 'curator' : 'artist';
}
