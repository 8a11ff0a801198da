import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPlaylist: build.mutation<
      CreatePlaylistApiResponse,
      CreatePlaylistApiArg
    >({
      query: (queryArg) => ({
        url: `/api/playlists`,
        method: "POST",
        body: queryArg,
      }),
    }),
    updatePlaylist: build.mutation<
      UpdatePlaylistApiResponse,
      UpdatePlaylistApiArg
    >({
      query: (queryArg) => ({
        url: `/api/playlists/${queryArg.id}`,
        method: "PUT",
        body: queryArg.playlistRequest,
      }),
    }),
    deletePlaylist: build.mutation<
      DeletePlaylistApiResponse,
      DeletePlaylistApiArg
    >({
      query: (queryArg) => ({
        url: `/api/playlists/${queryArg}`,
        method: "DELETE",
      }),
    }),
    getUserPlaylists: build.query<
      GetUserPlaylistsApiResponse,
      GetUserPlaylistsApiArg
    >({
      query: (queryArg) => ({ url: `/api/users/${queryArg}/playlists` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as playlistsApi };
export type CreatePlaylistApiResponse = /** status 201  */ PlaylistResponse;
export type CreatePlaylistApiArg = PlaylistRequest;
export type UpdatePlaylistApiResponse = /** status 200  */ PlaylistResponse;
export type UpdatePlaylistApiArg = {
  id: string;
  playlistRequest: PlaylistRequest;
};
export type DeletePlaylistApiResponse = unknown;
export type DeletePlaylistApiArg = string;
export type GetUserPlaylistsApiResponse = /** status 200  */ PlaylistResponse[];
export type GetUserPlaylistsApiArg = string;
export type TagResponse = {
  id: number;
  name: string;
  category:
    | "genre"
    | "mood"
    | "activity"
    | "instrument"
    | "vocal"
    | "language"
    | "structure"
    | "tempo"
    | "region"
    | "occasion"
    | "theme"
    | "audience"
    | "era"
    | "fx";
};
export type PlaylistResponse = {
  id: string;
  curatorId: string;
  name: string;
  description: string;
  platform: "spotify" | "apple_music" | "youtube" | "soundcloud" | "other";
  playlistUrl: string;
  /** The playlist URL when the platform is Spotify */
  spotifyUrl: string | null;
  coverImageUrl: string | null;
  /** Same as coverImageUrl (both names appear in the spec) */
  coverArtUrl: string | null;
  tags: TagResponse[];
  followerCount: number;
  trackCount: number | null;
  acceptingSubmissions: boolean;
  /** Whole VibeCoins for a review */
  reviewPrice: number;
  /** Whole VibeCoins for a placement */
  placementPrice: number;
  createdAt: string;
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type PlaylistRequest = {
  name: string;
  description: string;
  platform: "spotify" | "apple_music" | "youtube" | "soundcloud" | "other";
  /** An http(s) URL */
  playlistUrl: string;
  /** Ids of the taxonomy's tags (GET /api/tags) */
  tagIds: number[];
  /** An http(s) URL; empty or null clears it. Left out: the default on create, the current value on edit */
  coverImageUrl?: string | null;
  /** Left out: the default on create, the current value on edit */
  followerCount?: number;
  /** Null clears it. Left out: the default on create, the current value on edit */
  trackCount?: number | null;
  /** Left out: the default on create, the current value on edit */
  acceptingSubmissions?: boolean;
  /** Whole VibeCoins for a review. Left out: the default on create, the current value on edit */
  reviewPrice?: number;
  /** Whole VibeCoins for a placement. Left out: the default on create, the current value on edit */
  placementPrice?: number;
};
export const {
  useCreatePlaylistMutation,
  useUpdatePlaylistMutation,
  useDeletePlaylistMutation,
  useGetUserPlaylistsQuery,
} = injectedRtkApi;
