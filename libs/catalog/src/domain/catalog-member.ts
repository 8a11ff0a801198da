/**
 * What catalog's rules need of an account, as identity judges it: application/catalog-members.ts
 * asks identity's published rules (actsAsArtist, actsAsCurator, choseCuratorRole) over the
 * account's own stream, so catalog states none of them itself.
 */
export interface CatalogMember {
  /** May own songs. */
  readonly actsAsArtist: boolean;
  /** May own playlists. */
  readonly actsAsCurator: boolean;
  /** Curator or "both", profile complete or not: told to complete the profile rather than refused as no curator. */
  readonly choseCuratorRole: boolean;
}

export const USER_NOT_FOUND = 'User not found';
