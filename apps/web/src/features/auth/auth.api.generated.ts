import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/register`,
        method: "POST",
        body: queryArg,
      }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/login`,
        method: "POST",
        body: queryArg,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: "GET" }),
    }),
    authLogout: build.mutation<AuthLogoutApiResponse, AuthLogoutApiArg>({
      query: () => ({ url: `/api/auth/logout`, method: "GET" }),
    }),
    getCurrentUser: build.query<
      GetCurrentUserApiResponse,
      GetCurrentUserApiArg
    >({
      query: () => ({ url: `/api/auth/user` }),
    }),
    changePassword: build.mutation<
      ChangePasswordApiResponse,
      ChangePasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/change-password`,
        method: "POST",
        body: queryArg,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authApi };
export type RegisterApiResponse =
  /** status 201 Signed in: the response sets the session cookie */ UserResponse;
export type RegisterApiArg = RegisterRequest;
export type LoginApiResponse =
  /** status 200 Signed in: the response sets the session cookie */ UserResponse;
export type LoginApiArg = LoginRequest;
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type AuthLogoutApiResponse = unknown;
export type AuthLogoutApiArg = void;
export type GetCurrentUserApiResponse = /** status 200  */ UserResponse;
export type GetCurrentUserApiArg = void;
export type ChangePasswordApiResponse =
  /** status 200  */ ChangePasswordResponse;
export type ChangePasswordApiArg = ChangePasswordRequest;
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
export type RegisterRequest = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: "artist" | "curator";
};
export type LoginRequest = {
  email: string;
  password: string;
};
export type ChangePasswordResponse = {
  message: string;
};
export type ChangePasswordRequest = {
  currentPassword: string;
  newPassword: string;
};
export const {
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useAuthLogoutMutation,
  useGetCurrentUserQuery,
  useChangePasswordMutation,
} = injectedRtkApi;
