import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMatchingPlaylists: build.query<
      GetMatchingPlaylistsApiResponse,
      GetMatchingPlaylistsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/songs/${queryArg}/matching-playlists`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as matchingApi };
export type GetMatchingPlaylistsApiResponse =
  /** status 200  */ MatchingPlaylistResponse[];
export type GetMatchingPlaylistsApiArg = string;
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
export type MatchCuratorResponse = {
  id: string;
  displayName: string | null;
  firstName: string;
};
export type MatchingPlaylistResponse = {
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
  matchPercentage: number;
  /** Ids of the tags the playlist shares with the song */
  sharedTagIds: number[];
  curator: MatchCuratorResponse;
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export const { useGetMatchingPlaylistsQuery } = injectedRtkApi;
