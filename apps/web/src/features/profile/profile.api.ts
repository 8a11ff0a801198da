import { profileApi as generatedProfileApi } from './profile.api.generated';

import type { PublicUserResponse, UserResponse } from './profile.api.generated';

export type { UpdateProfileRequest } from './profile.api.generated';
/** A profile as the API answers it: the full user to its owner and admins, the public part to others. */
export type UserProfile = PublicUserResponse | UserResponse;

/** The generated profile endpoints plus caching: an edit refreshes the profile shown and the current user. */
export const profileApi = generatedProfileApi.enhanceEndpoints({
  addTagTypes: ['UserProfile', 'CurrentUser'],
  endpoints: {
    getUserProfile: { providesTags: (_result, _error, userId) => [{ type: 'UserProfile', id: userId }] },
    updateProfile: {
      invalidatesTags: (result) => (result === undefined ? [] : [{ type: 'UserProfile', id: result.id }, 'CurrentUser']),
    },
  },
});

export const { useGetUserProfileQuery, useUpdateProfileMutation, useUpgradeToCuratorMutation } = profileApi;
