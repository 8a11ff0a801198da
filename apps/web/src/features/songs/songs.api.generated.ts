import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    generateSongDescription: build.mutation<
      GenerateSongDescriptionApiResponse,
      GenerateSongDescriptionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/songs/generate-description`,
        method: "POST",
        body: queryArg,
      }),
    }),
    addSong: build.mutation<AddSongApiResponse, AddSongApiArg>({
      query: (queryArg) => ({
        url: `/api/songs`,
        method: "POST",
        body: queryArg,
      }),
    }),
    updateSong: build.mutation<UpdateSongApiResponse, UpdateSongApiArg>({
      query: (queryArg) => ({
        url: `/api/songs/${queryArg.songId}`,
        method: "PUT",
        body: queryArg.songDetailsRequest,
      }),
    }),
    deleteSong: build.mutation<DeleteSongApiResponse, DeleteSongApiArg>({
      query: (queryArg) => ({
        url: `/api/songs/${queryArg}`,
        method: "DELETE",
      }),
    }),
    setSongVisibility: build.mutation<
      SetSongVisibilityApiResponse,
      SetSongVisibilityApiArg
    >({
      query: (queryArg) => ({
        url: `/api/songs/${queryArg.songId}/visibility`,
        method: "PATCH",
        body: queryArg.setSongVisibilityRequest,
      }),
    }),
    getUserSongs: build.query<GetUserSongsApiResponse, GetUserSongsApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg}/songs` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as songsApi };
export type GenerateSongDescriptionApiResponse =
  /** status 200  */ SongDescriptionResponse;
export type GenerateSongDescriptionApiArg = GenerateSongDescriptionRequest;
export type AddSongApiResponse = /** status 201  */ SongResponse;
export type AddSongApiArg = SongDetailsRequest;
export type UpdateSongApiResponse = /** status 200  */ SongResponse;
export type UpdateSongApiArg = {
  songId: string;
  songDetailsRequest: SongDetailsRequest;
};
export type DeleteSongApiResponse = /** status 200  */ SongDeletedResponse;
export type DeleteSongApiArg = string;
export type SetSongVisibilityApiResponse =
  /** status 200  */ SongVisibilityResponse;
export type SetSongVisibilityApiArg = {
  songId: string;
  setSongVisibilityRequest: SetSongVisibilityRequest;
};
export type GetUserSongsApiResponse = /** status 200  */ SongResponse[];
export type GetUserSongsApiArg = string;
export type SongDescriptionResponse = {
  description: string;
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type GenerateSongDescriptionRequest = {
  title: string;
  /** An http(s) URL; empty string or null clears it */
  spotifyUrl?: string | null;
  /** The chosen tags' names */
  tags?: string[];
  /** What the description field holds now */
  existingDescription?: string | null;
};
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
export type SongBountyResponse = {
  reviewAmount: string;
  placementAmount: string;
  expiresAt: string;
  description: string | null;
};
export type SongSubmissionStatusResponse = {
  id: string;
  status: "pending" | "reviewed" | "added" | "rejected";
};
export type SongResponse = {
  id: string;
  artistId: string;
  title: string;
  description: string | null;
  spotifyUrl: string | null;
  youtubeUrl: string | null;
  soundcloudUrl: string | null;
  coverArtUrl: string | null;
  /** Length in seconds */
  duration: number | null;
  tags: TagResponse[];
  /** False while hidden */
  isActive: boolean;
  hasBounty: boolean;
  bounty: (SongBountyResponse | (null | null)) | null;
  /** Its requests' statuses, for its artist only (empty for anyone else) */
  submissions: SongSubmissionStatusResponse[];
  createdAt: string;
  updatedAt: string;
};
export type SongDetailsRequest = {
  title: string;
  /** Empty string or null: none */
  description?: string | null;
  /** An http(s) URL; empty string or null clears it */
  spotifyUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  youtubeUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  soundcloudUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  coverArtUrl?: string | null;
  /** Length in whole seconds */
  duration?: number | null;
  /** Ids of tags (GET /api/tags); a repeated id counts once */
  tagIds: number[];
};
export type SongDeletedResponse = {
  message: string;
};
export type SongVisibilityResponse = {
  message: string;
  details: string;
  song: SongResponse;
};
export type SongHideRefusalBody = {
  message: string;
  canHide: false;
  reason: "active_bounty" | "pending_submissions" | "active_submissions";
  /** What to do first */
  details: string;
  /** Whole VibeCoins of the active bounty */
  bountyAmount: number | null;
  /** Pending submissions and placements under way */
  submissionCount: number;
};
export type SetSongVisibilityRequest = {
  /** False hides the song from curator searches and matching; true shows it again */
  isActive: boolean;
};
export const {
  useGenerateSongDescriptionMutation,
  useAddSongMutation,
  useUpdateSongMutation,
  useDeleteSongMutation,
  useSetSongVisibilityMutation,
  useGetUserSongsQuery,
} = injectedRtkApi;
