import { adminApi as generatedAdminApi } from './admin.api.generated';

export type {
  AdminArtistResponse as AdminArtist,
  AdminCuratorResponse as AdminCurator,
  AdminEventResponse as AdminEvent,
  AdminStatsResponse as AdminStats,
  AdminUserResponse as AdminUser,
  CoinFlowDayResponse as CoinFlowDay,
  LedgerEntryResponse as LedgerEntry,
  LedgerVerificationResponse as LedgerVerification,
  ListLedgerApiArg as LedgerQuery,
  ProjectionStatusResponse as ProjectionStatus,
  ProjectionVerificationResponse as ProjectionVerification,
  UpdateAdminUserRequest as AccountChanges,
  VerificationReviewResponse as VerificationReview,
} from './admin.api.generated';

const PEOPLE = 'AdminPeople' as const;
const VERIFICATION_REVIEWS = 'AdminVerificationReviews' as const;
const PROJECTIONS = 'AdminProjections' as const;

/**
 * The generated admin endpoints plus caching. The statistics, listings and verification reviews
 * are read again when an admin changes an account or answers a request. Starting a rebuild reloads the projections, whose listing then shows
 * it running. The ledger is a history that only grows: it is read afresh whenever the page opens.
 */
export const adminApi = generatedAdminApi.enhanceEndpoints({
  addTagTypes: [PEOPLE, VERIFICATION_REVIEWS, PROJECTIONS],
  endpoints: {
    getAdminStats: { providesTags: [PEOPLE] },
    getCoinFlow: { providesTags: [PEOPLE] },
    listAdminUsers: { providesTags: [PEOPLE] },
    listAdminArtists: { providesTags: [PEOPLE] },
    listAdminCurators: { providesTags: [PEOPLE] },
    updateAdminUser: { invalidatesTags: (result) => (result ? [PEOPLE, VERIFICATION_REVIEWS] : []) },
    listVerificationReviews: { providesTags: [VERIFICATION_REVIEWS] },
    reviewVerification: { invalidatesTags: (result) => (result ? [PEOPLE, VERIFICATION_REVIEWS] : []) },
    listLedger: { keepUnusedDataFor: 0 },
    listProjections: { providesTags: [PROJECTIONS] },
    rebuildProjection: { invalidatesTags: (result) => (result ? [PROJECTIONS] : []) },
  },
});

export const {
  useGetAdminStatsQuery,
  useGetCoinFlowQuery,
  useListAdminUsersQuery,
  useListAdminArtistsQuery,
  useListAdminCuratorsQuery,
  useUpdateAdminUserMutation,
  useListVerificationReviewsQuery,
  useReviewVerificationMutation,
  useListLedgerQuery,
  useLazyVerifyLedgerQuery,
  useLazyGetLedgerBalanceQuery,
  useListAdminEventsQuery,
  useListProjectionsQuery,
  useRebuildProjectionMutation,
  useVerifyProjectionMutation,
} = adminApi;
