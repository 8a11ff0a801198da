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
export type UserResponse = {
  displayName: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  profileImageUrl: string | null;
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
  id: string;
  firstName: string;
  lastName: string;
  role: ("artist" | "curator" | "both") | null;
  isVerified: boolean;
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
  displayName: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  profileImageUrl: string | null;
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
  id: string;
  firstName: string;
  lastName: string;
  role: ("artist" | "curator" | "both") | null;
  isVerified: boolean;
  createdAt: string;
};
export const {
  useUpgradeToCuratorMutation,
  useUpdateProfileMutation,
  useGetUserProfileQuery,
} = injectedRtkApi;
