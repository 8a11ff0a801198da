import { favoritesApi as generatedFavoritesApi } from './favorites.api.generated';

const FAVORITES = 'Favorites' as const;

/** The generated favourites endpoints plus caching: favouriting, or taking one off, changes the list. */
export const favoritesApi = generatedFavoritesApi.enhanceEndpoints({
  addTagTypes: [FAVORITES],
  endpoints: {
    listFavoriteArtists: { providesTags: [FAVORITES] },
    favoriteArtist: { invalidatesTags: (result) => (result ? [FAVORITES] : []) },
    unfavoriteArtist: { invalidatesTags: (result) => (result ? [FAVORITES] : []) },
  },
});

export const { useFavoriteArtistMutation, useUnfavoriteArtistMutation, useListFavoriteArtistsQuery } = favoritesApi;
