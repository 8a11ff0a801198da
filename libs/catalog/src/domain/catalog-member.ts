/** An account's role, as identity publishes it. */
export type MemberRole = 'artist' | 'curator' | 'both';

/**
 * What catalog's rules need of an account (application/catalog-members.ts folds it from
 * identity's published `user-…` events): who may add songs and who may add playlists.
 */
export type CatalogMember =
  | { readonly exists: false }
  | { readonly exists: true; readonly role: MemberRole | null; readonly curatorProfileComplete: boolean };

export const noMember: CatalogMember = { exists: false };

export const USER_NOT_FOUND = 'User not found';

/** Artists and "both" accounts own songs (spec section 6). */
export const isArtist = (member: CatalogMember): boolean => member.exists && (member.role === 'artist' || member.role === 'both');

/** Curators and "both" accounts with a complete curator profile own playlists (spec section 6). */
export const isCurator = (member: CatalogMember): boolean =>
  member.exists && (member.role === 'curator' || member.role === 'both') && member.curatorProfileComplete;
