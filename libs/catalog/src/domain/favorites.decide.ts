import { DomainError } from '#platform';
import type { CatalogMember } from './catalog-member.js';
import type { FavoriteEvent } from './favorite.events.js';

export const ARTIST_NOT_FOUND = 'Artist not found';
export const CANNOT_FAVORITE_YOURSELF = 'You cannot favorite yourself';

/**
 * Marks an artist as one of the user's favourites. Reading the artist's account is not pure, so
 * the handler does it up front: `artist` is the account behind `artistId` as catalog sees it.
 */
export interface FavoriteArtist {
  readonly type: 'FavoriteArtist';
  readonly userId: string;
  readonly artistId: string;
  readonly artist: CatalogMember;
}

/** The artists the user has favourited. */
export type FavoritesState = ReadonlySet<string>;

/** Favouriting is idempotent: an artist already among the favourites changes nothing. */
export function decideFavorites(command: FavoriteArtist, state: FavoritesState): FavoriteEvent[] | DomainError {
  if (command.artistId === command.userId) return new DomainError('invalid', CANNOT_FAVORITE_YOURSELF);
  if (!command.artist.actsAsArtist) return new DomainError('not_found', ARTIST_NOT_FOUND);
  if (state.has(command.artistId)) return [];
  return [{ type: 'ArtistFavorited', data: { userId: command.userId, artistId: command.artistId } }];
}

export const favoritesDecider = {
  initialState: (): FavoritesState => new Set(),
  evolve: (state: FavoritesState, event: FavoriteEvent): FavoritesState => new Set([...state, event.data.artistId]),
  decide: decideFavorites,
};
