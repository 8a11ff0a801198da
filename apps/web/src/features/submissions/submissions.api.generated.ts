import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSubmission: build.mutation<
      SendSubmissionApiResponse,
      SendSubmissionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/submissions`,
        method: "POST",
        body: queryArg,
      }),
    }),
    answerSubmission: build.mutation<
      AnswerSubmissionApiResponse,
      AnswerSubmissionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/submissions/${queryArg.submissionId}`,
        method: "PATCH",
        body: queryArg.answerSubmissionRequest,
      }),
    }),
    listSentSubmissions: build.query<
      ListSentSubmissionsApiResponse,
      ListSentSubmissionsApiArg
    >({
      query: () => ({ url: `/api/submissions/artist` }),
    }),
    listReceivedSubmissions: build.query<
      ListReceivedSubmissionsApiResponse,
      ListReceivedSubmissionsApiArg
    >({
      query: () => ({ url: `/api/submissions/curator` }),
    }),
    listSongSubmissions: build.query<
      ListSongSubmissionsApiResponse,
      ListSongSubmissionsApiArg
    >({
      query: (queryArg) => ({ url: `/api/songs/${queryArg}/submissions` }),
    }),
    getCuratorReputation: build.query<
      GetCuratorReputationApiResponse,
      GetCuratorReputationApiArg
    >({
      query: (queryArg) => ({ url: `/api/curators/${queryArg}/reputation` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as submissionsApi };
export type SendSubmissionApiResponse = /** status 201  */ SubmissionResponse;
export type SendSubmissionApiArg = SendSubmissionRequest;
export type AnswerSubmissionApiResponse = /** status 200  */ SubmissionResponse;
export type AnswerSubmissionApiArg = {
  submissionId: string;
  answerSubmissionRequest: AnswerSubmissionRequest;
};
export type ListSentSubmissionsApiResponse =
  /** status 200  */ SubmissionResponse[];
export type ListSentSubmissionsApiArg = void;
export type ListReceivedSubmissionsApiResponse =
  /** status 200  */ SubmissionResponse[];
export type ListReceivedSubmissionsApiArg = void;
export type ListSongSubmissionsApiResponse =
  /** status 200  */ SubmissionResponse[];
export type ListSongSubmissionsApiArg = string;
export type GetCuratorReputationApiResponse =
  /** status 200  */ CuratorReputationResponse;
export type GetCuratorReputationApiArg = string;
export type SubmissionSongResponse = {
  id: string;
  title: string;
  spotifyUrl: string | null;
  coverArtUrl: string | null;
  artistId: string;
  artistName: string;
};
export type SubmissionPlaylistResponse = {
  id: string;
  name: string;
  description: string;
  platform: string;
  playlistUrl: string;
  spotifyUrl: string | null;
  coverImageUrl: string | null;
  followerCount: number;
  curatorId: string;
  curatorName: string;
};
export type SubmissionResponse = {
  id: string;
  /** expired: unanswered within the response window, refunded in full */
  status: "pending" | "reviewed" | "added" | "rejected" | "expired";
  type: "review" | "placement";
  /** VC reserved when it was sent: the playlist’s price for the type */
  price: number;
  /** VC paid to the curator when answered */
  paidAmount: number;
  /** VC returned to the artist */
  refundedAmount: number;
  /** Numeric string (spec section 3) */
  matchPercentage: string;
  message: string;
  curatorFeedback: string | null;
  submittedAt: string;
  /** Unanswered by then, it expires and is refunded in full */
  respondBy: string;
  reviewedAt: string | null;
  addedAt: string | null;
  song: SubmissionSongResponse;
  playlist: SubmissionPlaylistResponse;
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type SubmissionConflictBody = {
  message: string;
  /** The playlist's price for the type now, when it changed since it was shown (nothing was reserved) */
  price?: number;
  /** VC the request needs, when the wallet is short */
  needed?: number;
  /** VC available, when the wallet is short */
  available?: number;
};
export type SendSubmissionRequest = {
  songId: string;
  playlistId: string;
  type: "review" | "placement";
  /** The playlist's price for the type as the artist was shown it: a request is charged only at that price (409 with the new price when it changed) */
  price: number;
  /** Trimmed; required */
  message: string;
};
export type AnswerSubmissionRequest = {
  status: "reviewed" | "added" | "rejected";
  /** A rejection with 20 characters or more of feedback still earns the review price */
  curatorFeedback?: string | null;
};
export type CuratorReputationResponse = {
  curatorId: string;
  /** Requests received (funded) */
  received: number;
  /** Requests answered (reviewed, added or rejected) */
  answered: number;
  /** Requests left unanswered until they expired */
  expired: number;
  /** answered ÷ (answered + expired), 0 to 1; null before any request was decided */
  responseRate: number | null;
  /** Median hours from a request to its answer; null before any answer */
  medianResponseHours: number | null;
  /** added ÷ answered, 0 to 1; null before any answer */
  acceptanceRate: number | null;
};
export const {
  useSendSubmissionMutation,
  useAnswerSubmissionMutation,
  useListSentSubmissionsQuery,
  useListReceivedSubmissionsQuery,
  useListSongSubmissionsQuery,
  useGetCuratorReputationQuery,
} = injectedRtkApi;
