import { verificationApi as generatedVerificationApi } from './verification.api.generated';

export type { VerificationStatusResponse } from './verification.api.generated';

/**
 * The server's rule (POST /api/verification/request): a linked Spotify artist profile with at
 * least this many followers is verified at once; any other request waits for an admin.
 */
export const AUTO_VERIFY_MIN_FOLLOWERS = 10_000;

/** A request changes the status and, when verified at once, the badge on the profile and the current user. */
export const verificationApi = generatedVerificationApi.enhanceEndpoints({
  addTagTypes: ['VerificationStatus', 'UserProfile', 'CurrentUser'],
  endpoints: {
    getVerificationStatus: { providesTags: ['VerificationStatus'] },
    requestVerification: {
      invalidatesTags: (result) =>
        result === undefined ? [] : result.autoVerified ? ['VerificationStatus', 'UserProfile', 'CurrentUser'] : ['VerificationStatus'],
    },
  },
});

export const { useGetVerificationStatusQuery, useRequestVerificationMutation, useGetArtistInfoQuery } = verificationApi;
