import { DomainError } from '#platform';
import type { CatalogMember } from './catalog-member.js';
import type { FavoriteEvent } from './favorite.events.js';

export const ARTIST_NOT_FOUND = 'Artist not found';
export const CANNOT_FAVORITE_YOURSELF = 'You cannot favorite yourself';
export const ARTIST_ID_INVALID = 'artistId must be the id of an artist';

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

/** Takes an artist off the user's favourites, whatever became of the artist's account since. */
export interface UnfavoriteArtist {
  readonly type: 'UnfavoriteArtist';
  readonly userId: string;
  readonly artistId: string;
}

/** The artists the user has favourited. */
export type FavoritesState = ReadonlySet<string>;

/** Both are idempotent: an artist already among the favourites, or not among them, changes nothing. */
export function decideFavorites(command: FavoriteArtist | UnfavoriteArtist, state: FavoritesState): FavoriteEvent[] | DomainError {
  const data = { userId: command.userId, artistId: command.artistId };
  if (command.type === 'UnfavoriteArtist') return state.has(command.artistId) ? [{ type: 'ArtistUnfavorited', data }] : [];
  if (command.artistId === command.userId) return new DomainError('invalid', CANNOT_FAVORITE_YOURSELF);
  if (!command.artist.actsAsArtist) return new DomainError('not_found', ARTIST_NOT_FOUND);
  if (state.has(command.artistId)) return [];
  return [{ type: 'ArtistFavorited', data }];
}

function evolveFavorites(state: FavoritesState, event: FavoriteEvent): FavoritesState {
  const next = new Set(state);
  if (event.type === 'ArtistFavorited') next.add(event.data.artistId);
  else next.delete(event.data.artistId);
  return next;
}

export const favoritesDecider = {
  initialState: (): FavoritesState => new Set(),
  evolve: evolveFavorites,
  decide: decideFavorites,
};
