import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewVerification: build.mutation<
      ReviewVerificationApiResponse,
      ReviewVerificationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/verification/${queryArg.userId}`,
        method: "PATCH",
        body: queryArg.reviewVerificationRequest,
      }),
    }),
    getAdminStats: build.query<GetAdminStatsApiResponse, GetAdminStatsApiArg>({
      query: () => ({ url: `/api/admin/stats` }),
    }),
    getCoinFlow: build.query<GetCoinFlowApiResponse, GetCoinFlowApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/stats/coin-flow`,
        params: {
          days: queryArg,
        },
      }),
    }),
    listAdminUsers: build.query<
      ListAdminUsersApiResponse,
      ListAdminUsersApiArg
    >({
      query: () => ({ url: `/api/admin/users` }),
    }),
    listAdminArtists: build.query<
      ListAdminArtistsApiResponse,
      ListAdminArtistsApiArg
    >({
      query: () => ({ url: `/api/admin/artists` }),
    }),
    listAdminCurators: build.query<
      ListAdminCuratorsApiResponse,
      ListAdminCuratorsApiArg
    >({
      query: () => ({ url: `/api/admin/curators` }),
    }),
    updateAdminUser: build.mutation<
      UpdateAdminUserApiResponse,
      UpdateAdminUserApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.updateAdminUserRequest,
      }),
    }),
    setAdminUserRole: build.mutation<
      SetAdminUserRoleApiResponse,
      SetAdminUserRoleApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}/role`,
        method: "PATCH",
        body: queryArg.setAdminUserRoleRequest,
      }),
    }),
    listVerificationReviews: build.query<
      ListVerificationReviewsApiResponse,
      ListVerificationReviewsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/verification`,
        params: {
          status: queryArg,
        },
      }),
    }),
    listLedger: build.query<ListLedgerApiResponse, ListLedgerApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/ledger`,
        params: {
          userId: queryArg.userId,
          movement: queryArg.movement,
          cause: queryArg.cause,
          from: queryArg["from"],
          to: queryArg.to,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    verifyLedger: build.query<VerifyLedgerApiResponse, VerifyLedgerApiArg>({
      query: () => ({ url: `/api/admin/ledger/verify` }),
    }),
    getLedgerBalance: build.query<
      GetLedgerBalanceApiResponse,
      GetLedgerBalanceApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/ledger/balance`,
        params: {
          userId: queryArg.userId,
          at: queryArg.at,
        },
      }),
    }),
    listAdminEvents: build.query<
      ListAdminEventsApiResponse,
      ListAdminEventsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/events`,
        params: {
          stream: queryArg.stream,
          type: queryArg["type"],
          from: queryArg["from"],
          limit: queryArg.limit,
        },
      }),
    }),
    listProjections: build.query<
      ListProjectionsApiResponse,
      ListProjectionsApiArg
    >({
      query: () => ({ url: `/api/admin/projections` }),
    }),
    rebuildProjection: build.mutation<
      RebuildProjectionApiResponse,
      RebuildProjectionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/projections/${queryArg}/rebuild`,
        method: "POST",
      }),
    }),
    verifyProjection: build.mutation<
      VerifyProjectionApiResponse,
      VerifyProjectionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/projections/${queryArg}/verify`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as adminApi };
export type ReviewVerificationApiResponse =
  /** status 200  */ VerificationStatusResponse;
export type ReviewVerificationApiArg = {
  userId: string;
  reviewVerificationRequest: ReviewVerificationRequest;
};
export type GetAdminStatsApiResponse = /** status 200  */ AdminStatsResponse;
export type GetAdminStatsApiArg = void;
export type GetCoinFlowApiResponse = /** status 200  */ CoinFlowDayResponse[];
export type GetCoinFlowApiArg =
  /** How many UTC days, ending today */ number | undefined;
export type ListAdminUsersApiResponse = /** status 200  */ AdminUserResponse[];
export type ListAdminUsersApiArg = void;
export type ListAdminArtistsApiResponse =
  /** status 200  */ AdminArtistResponse[];
export type ListAdminArtistsApiArg = void;
export type ListAdminCuratorsApiResponse =
  /** status 200  */ AdminCuratorResponse[];
export type ListAdminCuratorsApiArg = void;
export type UpdateAdminUserApiResponse = /** status 200  */ AdminUserResponse;
export type UpdateAdminUserApiArg = {
  id: string;
  updateAdminUserRequest: UpdateAdminUserRequest;
};
export type SetAdminUserRoleApiResponse = /** status 200  */ AdminUserResponse;
export type SetAdminUserRoleApiArg = {
  id: string;
  setAdminUserRoleRequest: SetAdminUserRoleRequest;
};
export type ListVerificationReviewsApiResponse =
  /** status 200  */ VerificationReviewResponse[];
export type ListVerificationReviewsApiArg = ("pending" | "auto") | undefined;
export type ListLedgerApiResponse = /** status 200  */ LedgerPageResponse;
export type ListLedgerApiArg = {
  /** Only this user’s wallet */
  userId?: string;
  movement?:
    | "CoinsCredited"
    | "CoinsReserved"
    | "ReservationReleased"
    | "ReservationTransferred"
    | "TransferReceived";
  cause?: "coupon" | "purchase" | "bounty" | "submission";
  /** From this moment on; a date alone is the start of that UTC day */
  from?: string;
  /** Up to this moment; a date alone includes that whole UTC day */
  to?: string;
  /** The nextCursor of the page before */
  cursor?: string;
  limit?: number;
};
export type VerifyLedgerApiResponse =
  /** status 200  */ LedgerVerificationResponse;
export type VerifyLedgerApiArg = void;
export type GetLedgerBalanceApiResponse =
  /** status 200  */ LedgerBalanceAtResponse;
export type GetLedgerBalanceApiArg = {
  userId: string;
  /** The moment; a date alone is the start of that UTC day */
  at: string;
};
export type ListAdminEventsApiResponse =
  /** status 200  */ AdminEventPageResponse;
export type ListAdminEventsApiArg = {
  /** Only the events of this stream, e.g. wallet-<userId> */
  stream?: string;
  /** Only events of these types, comma-separated, e.g. CoinsCredited,CoinsReserved */
  type?: string;
  /** Events after this position (exclusive): the nextPosition of the page before */
  from?: string;
  limit?: number;
};
export type ListProjectionsApiResponse =
  /** status 200  */ ProjectionStatusResponse[];
export type ListProjectionsApiArg = void;
export type RebuildProjectionApiResponse =
  /** status 202 Started: the projection as it stands, its rebuild running */ ProjectionStatusResponse;
export type RebuildProjectionApiArg = string;
export type VerifyProjectionApiResponse =
  /** status 200  */ ProjectionVerificationResponse;
export type VerifyProjectionApiArg = string;
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
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type ReviewVerificationRequest = {
  decision: "approve" | "reject";
  /** Shown to the user (as admin_notes) */
  notes?: string | null;
};
export type AdminStatsResponse = {
  /** Every account: admins, deactivated ones and those without a role included */
  totalUsers: number;
  /** Accounts with role artist (a both account counts in totalBoth only) */
  totalArtists: number;
  /** Accounts with role curator (a both account counts in totalBoth only) */
  totalCurators: number;
  /** Accounts with role both */
  totalBoth: number;
  /** Page visits ever recorded */
  websiteVisits: number;
  /** Songs not deleted, hidden ones included */
  totalSongs: number;
  /** Songs with an open bounty */
  totalActiveSongsWithBounty: number;
  /** Songs whose open bounty was set today */
  todaysActiveSongsWithBounty: number;
  /** Open bounties: funded, and not cancelled, expired or completed (one under a campaign included) */
  totalActiveBounties: number;
  /** VC held in escrow by open bounties (the bounty pool) */
  totalBountyVibeCoin: number;
  /** Playlists not deleted */
  totalPlaylists: number;
  /** Campaigns claimed and not yet accepted or rejected */
  totalPendingCampaigns: number;
  /** Campaigns accepted and not yet completed */
  totalActiveCampaigns: number;
  /** Campaigns opened today that are pending */
  todaysPendingCampaigns: number;
  /** Campaigns accepted today that are active */
  todaysActiveCampaigns: number;
  /** VC credited by purchases (coupons not included) */
  totalVibeCoinPurchased: number;
  /** VC paid out to curators (bounty campaigns and campaign requests) */
  totalVibeCoinPaidout: number;
  /** VC credited by purchases today */
  todaysVibeCoinPurchased: number;
};
export type CoinFlowDayResponse = {
  /** UTC day */
  day: string;
  /** VC credited by purchases that day */
  purchased: number;
  /** VC paid out to curators that day */
  paidOut: number;
};
export type AdminUserResponse = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  location: string | null;
  profileImageUrl: string | null;
  /** Null until the user chose one */
  role: ("artist" | "curator" | "both") | null;
  isAdmin: boolean;
  isActive: boolean;
  isVerified: boolean;
  createdAt: string;
};
export type AdminArtistResponse = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  location: string | null;
  profileImageUrl: string | null;
  /** Null until the user chose one */
  role: ("artist" | "curator" | "both") | null;
  isAdmin: boolean;
  isActive: boolean;
  isVerified: boolean;
  createdAt: string;
  /** Songs not deleted */
  songCount: number;
  /** Campaign requests the artist sent */
  totalSubmissions: number;
  /** VC paid out of the artist’s reservations to curators */
  vibeCoinsSpent: number;
};
export type AdminCuratorResponse = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  location: string | null;
  profileImageUrl: string | null;
  /** Null until the user chose one */
  role: ("artist" | "curator" | "both") | null;
  isAdmin: boolean;
  isActive: boolean;
  isVerified: boolean;
  createdAt: string;
  /** Playlists not deleted */
  playlistCount: number;
  /** Campaign requests received on the curator’s playlists */
  totalSubmissions: number;
  /** VC the curator was paid */
  vibeCoinsEarned: number;
};
export type UpdateAdminUserRequest = {
  displayName?: string;
  /** Lower-cased; 409 when another account has it */
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Empty string or null clears it */
  location?: string | null;
  /** False deactivates the account (its sessions end, its pages disappear); true reactivates it */
  isActive?: boolean;
  /** True grants the verified badge (a pending request counts as approved); false takes it away */
  isVerified?: boolean;
};
export type SetAdminUserRoleRequest = {
  role: "artist" | "curator" | "both";
};
export type VerificationReviewResponse = {
  userId: string;
  email: string;
  displayName: string | null;
  firstName: string;
  lastName: string;
  /** pending: waiting for an admin; auto: verified by the followers of the linked Spotify artist profile */
  status: "pending" | "auto";
  /** The reason the user gave with their latest request */
  reason: string | null;
  requestedAt: string | null;
  /** The followers counted for an automatic badge; null when pending */
  followerCount: number | null;
  spotifyUrl: string | null;
  /** When the automatic badge was granted; null when pending */
  verifiedAt: string | null;
};
export type LedgerEntryResponse = {
  /** The event’s position in the log */
  position: string;
  eventId: string;
  occurredAt: string;
  /** Whose wallet moved */
  userId: string;
  /** The owner’s display name or first and last name */
  userName: string | null;
  movement:
    | "CoinsCredited"
    | "CoinsReserved"
    | "ReservationReleased"
    | "ReservationTransferred"
    | "TransferReceived";
  /** Whole VC moved */
  amount: number;
  cause: "coupon" | "purchase" | "bounty" | "submission";
  /** cancelled, expired, rejected, refunded, settled or unfunded */
  releaseReason: string | null;
  /** The reservation or purchase or coupon movement id */
  movementId: string | null;
  couponCode: string | null;
  purchaseId: string | null;
  bountyId: string | null;
  campaignId: string | null;
  submissionId: string | null;
  songId: string | null;
  playlistId: string | null;
  /** The other wallet of a transfer (payee or payer) */
  counterpartyId: string | null;
  /** The owner’s total after this movement */
  totalAfter: number;
  /** The owner’s reserved coins after this movement */
  reservedAfter: number;
  /** The owner’s available coins after this movement */
  availableAfter: number;
};
export type LedgerPageResponse = {
  /** Newest first */
  entries: LedgerEntryResponse[];
  /** Pass as cursor for the next (older) page; null at the end */
  nextCursor: string | null;
};
export type LedgerInFlightResponse = {
  /** VC paid out and not yet received */
  amount: number;
  /** Payouts paid out and not yet received */
  count: number;
  /** Seconds since the oldest of them was paid out; null when none is in flight */
  oldestAgeSeconds: number | null;
  /** Position of the oldest payout in flight */
  oldestPosition: string | null;
};
export type LedgerViolationResponse = {
  rule: string;
  message: string;
  position: string | null;
  userId: string | null;
};
export type LedgerVerificationResponse = {
  /** True when no rule was broken */
  ok: boolean;
  /** VC that came in (coupons and purchases) */
  credited: number;
  /** VC in all wallets now plus payouts on their way to a payee; equals credited when whole */
  held: number;
  /** VC reserved (in escrow) now */
  reserved: number;
  /** VC paid from reservations to curators */
  paidOut: number;
  /** Payouts on their way to a payee; one older than LEDGER_IN_FLIGHT_LIMIT breaks payout_stuck */
  inFlight: LedgerInFlightResponse;
  /** Wallet events replayed */
  eventsChecked: number;
  /** The last position replayed */
  checkedUpTo: string | null;
  violations: LedgerViolationResponse[];
};
export type LedgerBalanceAtResponse = {
  userId: string;
  at: string;
  total: number;
  reserved: number;
  available: number;
  /** Wallet events up to that moment */
  eventsCounted: number;
  /** Position of the last event counted */
  lastPosition: string | null;
};
export type AdminEventResponse = {
  position: string;
  streamId: string;
  /** The event’s revision in its stream (0-based) */
  revision: number;
  eventId: string;
  type: string;
  data: {
    [key: string]: unknown;
  };
  metadata: {
    [key: string]: unknown;
  };
};
export type AdminEventPageResponse = {
  /** Oldest first */
  events: AdminEventResponse[];
  /** Pass as from for the next page; null at the end of the log */
  nextPosition: string | null;
};
export type ProjectionRebuildResponse = {
  startedAt: string;
  finishedAt: string | null;
  /** Events replayed so far */
  processedEvents: number;
  /** Events of the log to replay (at the start) */
  totalEvents: number;
  /** 0 to 100 */
  percent: number;
  state: "running" | "done" | "failed";
  error: string | null;
};
export type ProjectionStatusResponse = {
  name: string;
  version: number;
  /** The last position applied */
  checkpoint: string | null;
  /** Events of its types in the log past its checkpoint */
  lagEvents: number;
  /** Age of the oldest event it has not applied; null when caught up */
  lagSeconds: number | null;
  status: "live" | "behind" | "rebuilding";
  rebuild: (ProjectionRebuildResponse | (null | null)) | null;
};
export type ColumnDifferenceResponse = {
  column: string;
  /** The live value, as JSON text */
  live: string;
  /** The value replayed from the log, as JSON text */
  rebuilt: string;
};
export type RowDifferenceResponse = {
  /** only-live: no such row in the rebuilt copy; only-rebuilt: missing from the live read model; changed: columns differ */
  kind: "only-live" | "only-rebuilt" | "changed";
  /** The primary key as JSON text, by column name, e.g. {"id": "…"} */
  key: string;
  /** For changed rows, the columns that differ; empty otherwise */
  columns: ColumnDifferenceResponse[];
};
export type TableComparisonResponse = {
  table: string;
  /** Rows only in the live read model */
  onlyLive: number;
  /** Rows only in the rebuilt copy */
  onlyRebuilt: number;
  /** Rows in both whose columns differ */
  changed: number;
  /** The first differing rows of each kind by key (at most 20 each); the counts include the rest */
  rows: RowDifferenceResponse[];
};
export type ProjectionVerificationResponse = {
  name: string;
  version: number;
  /** The live checkpoint both were compared at; null before its first event */
  checkpoint: string | null;
  /** Events replayed into the copy */
  eventsReplayed: number;
  /** True when no row differs */
  healthy: boolean;
  tables: TableComparisonResponse[];
  /** How long the replay and the comparison took */
  durationMs: number;
};
export const {
  useReviewVerificationMutation,
  useGetAdminStatsQuery,
  useGetCoinFlowQuery,
  useListAdminUsersQuery,
  useListAdminArtistsQuery,
  useListAdminCuratorsQuery,
  useUpdateAdminUserMutation,
  useSetAdminUserRoleMutation,
  useListVerificationReviewsQuery,
  useListLedgerQuery,
  useVerifyLedgerQuery,
  useGetLedgerBalanceQuery,
  useListAdminEventsQuery,
  useListProjectionsQuery,
  useRebuildProjectionMutation,
  useVerifyProjectionMutation,
} = injectedRtkApi;
