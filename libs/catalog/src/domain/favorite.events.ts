import type { DomainEvent } from '#platform';

/** Past-tense facts of a `favorites-<userId>` stream: the artists a user marked as favourite, and took off again. */
export type FavoriteEvent =
  | DomainEvent<'ArtistFavorited', { userId: string; artistId: string }>
  | DomainEvent<'ArtistUnfavorited', { userId: string; artistId: string }>;

export const favoritesStream = (userId: string): string => `favorites-${userId}`;
