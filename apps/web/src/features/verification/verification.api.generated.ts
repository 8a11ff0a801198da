import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArtistInfo: build.query<GetArtistInfoApiResponse, GetArtistInfoApiArg>({
      query: (queryArg) => ({
        url: `/api/spotify/artist-info`,
        params: {
          artistUrl: queryArg.artistUrl,
          userId: queryArg.userId,
        },
      }),
    }),
    getVerificationStatus: build.query<
      GetVerificationStatusApiResponse,
      GetVerificationStatusApiArg
    >({
      query: () => ({ url: `/api/verification/status` }),
    }),
    requestVerification: build.mutation<
      RequestVerificationApiResponse,
      RequestVerificationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/verification/request`,
        method: "POST",
        body: queryArg,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as verificationApi };
export type GetArtistInfoApiResponse = /** status 200  */ ArtistInfoResponse;
export type GetArtistInfoApiArg = {
  artistUrl: string;
  /** The profile being shown (accepted for the client; the answer depends on artistUrl only) */
  userId?: string;
};
export type GetVerificationStatusApiResponse =
  /** status 200  */ VerificationStatusResponse;
export type GetVerificationStatusApiArg = void;
export type RequestVerificationApiResponse =
  /** status 200  */ RequestVerificationResponse;
export type RequestVerificationApiArg = RequestVerificationRequest;
export type ArtistInfoResponse = {
  /** The artist's picture on the streaming provider; null when unknown or unavailable */
  image: string | null;
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type VerificationRequestResponse = {
  reason: string;
  submitted_at: string;
  /** The reviewing admin's notes (shown when rejected) */
  admin_notes: string | null;
};
export type VerificationStatusResponse = {
  status: "none" | "pending" | "verified" | "rejected";
  /** The latest request; null when none was made */
  request: (VerificationRequestResponse | (null | null)) | null;
};
export type RequestVerificationResponse = {
  /** True when the linked Spotify artist profile qualified for the badge at once */
  autoVerified: boolean;
  message: "Automatically Verified!" | "Verification Request Submitted";
};
export type RequestVerificationRequest = {
  reason: string;
};
export const {
  useGetArtistInfoQuery,
  useGetVerificationStatusQuery,
  useRequestVerificationMutation,
} = injectedRtkApi;
