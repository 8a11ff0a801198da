/**
 * What the marketplace's rules need to know of catalog's songs and playlists and identity's
 * accounts at the moment of a command. The handlers read these from the streams themselves
 * (application/catalog-facts.ts), never from a read model that might lag.
 */
export type SongFacts =
  | { readonly exists: false }
  | { readonly exists: true; readonly songId: string; readonly artistId: string; readonly isActive: boolean };

export type PlaylistFacts =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly playlistId: string;
      readonly curatorId: string;
      readonly acceptingSubmissions: boolean;
      readonly reviewPrice: number;
      readonly placementPrice: number;
    };

/**
 * An account as the marketplace sees it: whether it may act as an artist (own songs) and as a
 * curator, as identity's published rules (actsAsArtist, actsAsCurator) judge it.
 */
export interface MemberFacts {
  readonly exists: boolean;
  readonly isArtist: boolean;
  readonly isCurator: boolean;
  /** False while an admin has the account deactivated (and for an account that does not exist). */
  readonly isActive: boolean;
}

export const NO_MEMBER: MemberFacts = { exists: false, isArtist: false, isCurator: false, isActive: false };
