import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    favoriteArtist: build.mutation<
      FavoriteArtistApiResponse,
      FavoriteArtistApiArg
    >({
      query: (queryArg) => ({
        url: `/api/favorites/artists`,
        method: "POST",
        body: queryArg,
      }),
    }),
    listFavoriteArtists: build.query<
      ListFavoriteArtistsApiResponse,
      ListFavoriteArtistsApiArg
    >({
      query: () => ({ url: `/api/favorites/artists` }),
    }),
    unfavoriteArtist: build.mutation<
      UnfavoriteArtistApiResponse,
      UnfavoriteArtistApiArg
    >({
      query: (queryArg) => ({
        url: `/api/favorites/artists/${queryArg}`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as favoritesApi };
export type FavoriteArtistApiResponse =
  /** status 200  */ FavoriteArtistResponse;
export type FavoriteArtistApiArg = FavoriteArtistRequest;
export type ListFavoriteArtistsApiResponse =
  /** status 200  */ FavoriteArtistsResponse;
export type ListFavoriteArtistsApiArg = void;
export type UnfavoriteArtistApiResponse =
  /** status 200  */ FavoriteArtistResponse;
export type UnfavoriteArtistApiArg = string;
export type FavoriteArtistResponse = {
  artistId: string;
  /** Whether the artist is now among the favourites */
  favorited: boolean;
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type FavoriteArtistRequest = {
  artistId: string;
};
export type FavoriteArtistsResponse = {
  /** In the order they were favourited */
  artistIds: string[];
};
export const {
  useFavoriteArtistMutation,
  useListFavoriteArtistsQuery,
  useUnfavoriteArtistMutation,
} = injectedRtkApi;
