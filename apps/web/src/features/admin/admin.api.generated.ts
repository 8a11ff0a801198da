import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  }),
  overrideExisting: false,
});
export { injectedRtkApi as adminApi };
export type ListLedgerApiResponse = /** status 200  */ LedgerPageResponse;
export type ListLedgerApiArg = {
  /** Only this user’s wallet */
  userId?: string;
  movement?:
    | "CoinsCredited"
    | "CoinsReserved"
    | "ReservationReleased"
    | "ReservationPaidOut"
    | "PayoutReceived";
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
    | "ReservationPaidOut"
    | "PayoutReceived";
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
  /** The other wallet of a payout (payee or payer) */
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
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
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
  rebuild: ProjectionRebuildResponse | null;
};
export const {
  useListLedgerQuery,
  useVerifyLedgerQuery,
  useGetLedgerBalanceQuery,
  useListAdminEventsQuery,
  useListProjectionsQuery,
  useRebuildProjectionMutation,
} = injectedRtkApi;
