import { favoritesApi } from './favorites.api.generated';

// Favouriting changes nothing another screen reads yet: the generated endpoint needs no caching.
export const { useFavoriteArtistMutation } = favoritesApi;
