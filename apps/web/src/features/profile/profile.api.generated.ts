import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    upgradeToCurator: build.mutation<
      UpgradeToCuratorApiResponse,
      UpgradeToCuratorApiArg
    >({
      query: () => ({ url: `/api/user/upgrade-to-curator`, method: "POST" }),
    }),
    updateProfile: build.mutation<
      UpdateProfileApiResponse,
      UpdateProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/profile`,
        method: "PATCH",
        body: queryArg,
      }),
    }),
    getUserProfile: build.query<
      GetUserProfileApiResponse,
      GetUserProfileApiArg
    >({
      query: (queryArg) => ({ url: `/api/users/${queryArg}` }),
    }),
    getUserPlaylists: build.query<
      GetUserPlaylistsApiResponse,
      GetUserPlaylistsApiArg
    >({
      query: (queryArg) => ({ url: `/api/users/${queryArg}/playlists` }),
    }),
    getUserSongs: build.query<GetUserSongsApiResponse, GetUserSongsApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg}/songs` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as profileApi };
export type UpgradeToCuratorApiResponse = /** status 200  */ UserResponse;
export type UpgradeToCuratorApiArg = void;
export type UpdateProfileApiResponse = /** status 200  */ UserResponse;
export type UpdateProfileApiArg = UpdateProfileRequest;
export type GetUserProfileApiResponse =
  /** status 200  */ PublicUserResponse | UserResponse;
export type GetUserProfileApiArg = string;
export type GetUserPlaylistsApiResponse = /** status 200  */ PlaylistResponse[];
export type GetUserPlaylistsApiArg = string;
export type GetUserSongsApiResponse = /** status 200  */ SongResponse[];
export type GetUserSongsApiArg = string;
export type UserResponse = {
  id: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  profileImageUrl: string | null;
  role: ("artist" | "curator" | "both") | null;
  isVerified: boolean;
  bio: string | null;
  location: string | null;
  website: string | null;
  spotifyUrl: string | null;
  soundcloudUrl: string | null;
  youtubeUrl: string | null;
  instagramUrl: string | null;
  twitterUrl: string | null;
  blueskyUrl: string | null;
  tiktokUrl: string | null;
  audiomackUrl: string | null;
  appleMusicUrl: string | null;
  amazonMusicUrl: string | null;
  createdAt: string;
  email: string;
  isAdmin: boolean;
  isActive: boolean;
  curatorProfileComplete: boolean;
  updatedAt: string;
  /** VibeCoin balance as a numeric string */
  vibeCoins: string;
  /** VibeCoins held in escrow, as a numeric string */
  reservedVibeCoins: string;
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type UpdateProfileRequest = {
  displayName: string;
  /** Empty string or null clears it */
  bio?: string | null;
  /** Empty string or null clears it */
  location?: string | null;
  /** An http(s) URL; empty string or null clears it */
  website?: string | null;
  /** An http(s) URL; empty string or null clears it */
  profileImageUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  spotifyUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  soundcloudUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  youtubeUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  instagramUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  twitterUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  blueskyUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  tiktokUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  audiomackUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  appleMusicUrl?: string | null;
  /** An http(s) URL; empty string or null clears it */
  amazonMusicUrl?: string | null;
};
export type PublicUserResponse = {
  id: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  profileImageUrl: string | null;
  role: ("artist" | "curator" | "both") | null;
  isVerified: boolean;
  bio: string | null;
  location: string | null;
  website: string | null;
  spotifyUrl: string | null;
  soundcloudUrl: string | null;
  youtubeUrl: string | null;
  instagramUrl: string | null;
  twitterUrl: string | null;
  blueskyUrl: string | null;
  tiktokUrl: string | null;
  audiomackUrl: string | null;
  appleMusicUrl: string | null;
  amazonMusicUrl: string | null;
  createdAt: string;
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
  bounty: SongBountyResponse | null;
  submissions: SongSubmissionStatusResponse[];
  createdAt: string;
  updatedAt: string;
};
export const {
  useUpgradeToCuratorMutation,
  useUpdateProfileMutation,
  useGetUserProfileQuery,
  useGetUserPlaylistsQuery,
  useGetUserSongsQuery,
} = injectedRtkApi;
