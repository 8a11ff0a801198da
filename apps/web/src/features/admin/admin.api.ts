import { adminApi as generatedAdminApi } from './admin.api.generated';

export type {
  AdminEventResponse as AdminEvent,
  LedgerEntryResponse as LedgerEntry,
  LedgerVerificationResponse as LedgerVerification,
  ListLedgerApiArg as LedgerQuery,
  ProjectionStatusResponse as ProjectionStatus,
} from './admin.api.generated';

const PROJECTIONS = 'AdminProjections' as const;

/**
 * The generated admin endpoints plus caching. Starting a rebuild reloads the projections, whose
 * listing then shows it running. The ledger is a history that only grows: it is read afresh
 * whenever the page opens rather than cached.
 */
export const adminApi = generatedAdminApi.enhanceEndpoints({
  addTagTypes: [PROJECTIONS],
  endpoints: {
    listLedger: { keepUnusedDataFor: 0 },
    listProjections: { providesTags: [PROJECTIONS] },
    rebuildProjection: { invalidatesTags: (result) => (result ? [PROJECTIONS] : []) },
  },
});

export const {
  useListLedgerQuery,
  useLazyVerifyLedgerQuery,
  useListAdminEventsQuery,
  useListProjectionsQuery,
  useRebuildProjectionMutation,
} = adminApi;
