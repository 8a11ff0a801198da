import { currentUserChangedOnSuccess } from '../../api/base-api';
import { onboardingApi as generatedOnboardingApi } from './onboarding.api.generated';

import type { SelectRoleRequest } from './onboarding.api.generated';

export type { CompleteCuratorProfileRequest } from './onboarding.api.generated';
export type Role = SelectRoleRequest['role'];

export const onboardingApi = generatedOnboardingApi.enhanceEndpoints({
  endpoints: {
    // A role moves the user out of the role selection screen (spec 2.1), which the route table reads from the current user.
    selectRole: { invalidatesTags: currentUserChangedOnSuccess },
    // A complete curator profile moves the user out of the setup screen (spec 2.1), which the route table reads from the current user.
    completeCuratorProfile: { invalidatesTags: currentUserChangedOnSuccess },
  },
});

export const { useSelectRoleMutation, useCompleteCuratorProfileMutation } = onboardingApi;
