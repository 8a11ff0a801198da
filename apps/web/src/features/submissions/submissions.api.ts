import { BALANCE_TAG, USER_SONGS_TAG } from '../../api/cache-tags';
import { submissionsApi as generatedSubmissionsApi } from './submissions.api.generated';

export type { CuratorReputationResponse as CuratorReputation, SubmissionResponse as Submission } from './submissions.api.generated';

const SUBMISSIONS = 'Submissions' as const;
/** A request moves coins and changes its song's card. */
const requestChanged = [SUBMISSIONS, BALANCE_TAG, USER_SONGS_TAG] as const;

/** The generated request endpoints plus caching. */
export const submissionsApi = generatedSubmissionsApi.enhanceEndpoints({
  addTagTypes: [SUBMISSIONS, BALANCE_TAG, USER_SONGS_TAG],
  endpoints: {
    listSentSubmissions: { providesTags: [SUBMISSIONS] },
    listReceivedSubmissions: { providesTags: [SUBMISSIONS] },
    listSongSubmissions: { providesTags: [SUBMISSIONS] },
    sendSubmission: { invalidatesTags: (result) => (result ? requestChanged : []) },
    answerSubmission: { invalidatesTags: (result) => (result ? requestChanged : []) },
  },
});

export const {
  useSendSubmissionMutation,
  useAnswerSubmissionMutation,
  useListSentSubmissionsQuery,
  useListReceivedSubmissionsQuery,
  useListSongSubmissionsQuery,
  useGetCuratorReputationQuery,
} = submissionsApi;
