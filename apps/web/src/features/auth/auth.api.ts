import { currentUserChangedOnSuccess } from '../../api/base-api';
import { authApi as generatedAuthApi } from './auth.api.generated';

import type { RegisterRequest } from './auth.api.generated';

export type { LoginRequest, RegisterRequest, UserResponse as User } from './auth.api.generated';
export type SignUpRole = RegisterRequest['role'];

/** The generated auth endpoints plus what the OpenAPI document cannot say: caching and 401 handling. */
export const authApi = generatedAuthApi.enhanceEndpoints({
  endpoints: {
    getCurrentUser: { providesTags: ['CurrentUser'], extraOptions: { skipSignInRedirect: true, onlyWithSession: true } },
    // Signing in or up changes who the current user is.
    login: { invalidatesTags: currentUserChangedOnSuccess, extraOptions: { skipSignInRedirect: true } },
    register: { invalidatesTags: currentUserChangedOnSuccess, extraOptions: { skipSignInRedirect: true } },
  },
});

export const { useGetCurrentUserQuery, useLoginMutation, useRegisterMutation, useLogoutMutation, useChangePasswordMutation } = authApi;
