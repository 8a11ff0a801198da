import type { User } from '../auth';

/** The role whose colours, labels and data a screen shows. */
export type ActiveRole = 'artist' | 'curator';

export type AccountRole = NonNullable<User['role']>;

export const activeRoleLabel: Record<ActiveRole, string> = { artist: 'Artist', curator: 'Curator' };

// Keyed by user so that another account signing in on the same browser starts from its own choice.
// Written out in both functions: the first one runs in the signed-in page's first script too.

/**
 * The active role a "both" user last chose; a new "both" user starts as an artist (spec section 1).
 * Runs in the signed-in page's first script too (api/early-requests.ts), so it uses nothing from
 * outside its own body.
 */
export function readStoredActiveRole(userId: string): ActiveRole {
  return localStorage.getItem(`vibematch.activeRole.${userId}`) === 'curator' ? 'curator' : 'artist';
}

export function storeActiveRole(userId: string, activeRole: ActiveRole): void {
  localStorage.setItem(`vibematch.activeRole.${userId}`, activeRole);
}

/**
 * The role a user's screens show: their own, or the one a "both" user chose. `chosen` is asked
 * only for a "both" user: a page's first read of the browser's storage holds the main thread up
 * while the storage loads (13 ms of an artist's first screen, measured in Chromium). Runs in the
 * first script too (see above).
 */
export function activeRoleOf(role: AccountRole, chosen: () => ActiveRole): ActiveRole {
  return role === 'both' ? chosen() : role;
}

/** Artist and both users add songs and send requests; the server refuses songs from a curator-only account. */
export function hasArtistTools(role: AccountRole): boolean {
  return role !== 'curator';
}

/** Curator and both users get the curator tools (Bounties, Campaigns) whatever their active role. */
export function hasCuratorTools(role: AccountRole): boolean {
  return role !== 'artist';
}
