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
  }),
  overrideExisting: false,
});
export { injectedRtkApi as favoritesApi };
export type FavoriteArtistApiResponse =
  /** status 200  */ FavoriteArtistResponse;
export type FavoriteArtistApiArg = FavoriteArtistRequest;
export type FavoriteArtistResponse = {
  artistId: string;
  favorited: true;
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
export const { useFavoriteArtistMutation } = injectedRtkApi;
