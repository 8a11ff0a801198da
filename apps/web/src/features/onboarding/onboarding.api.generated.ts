import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    selectRole: build.mutation<SelectRoleApiResponse, SelectRoleApiArg>({
      query: (queryArg) => ({
        url: `/api/users/role`,
        method: "PATCH",
        body: queryArg,
      }),
    }),
    completeCuratorProfile: build.mutation<
      CompleteCuratorProfileApiResponse,
      CompleteCuratorProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/curator/profile`,
        method: "PATCH",
        body: queryArg,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as onboardingApi };
export type SelectRoleApiResponse = /** status 200  */ UserResponse;
export type SelectRoleApiArg = SelectRoleRequest;
export type CompleteCuratorProfileApiResponse = /** status 200  */ UserResponse;
export type CompleteCuratorProfileApiArg = CompleteCuratorProfileRequest;
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
export type SelectRoleRequest = {
  role: "artist" | "curator" | "both";
};
export type CompleteCuratorProfileRequest = {
  displayName: string;
  bio: string;
};
export const { useSelectRoleMutation, useCompleteCuratorProfileMutation } =
  injectedRtkApi;
