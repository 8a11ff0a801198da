import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
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
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
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
  useListAdminEventsQuery,
  useListProjectionsQuery,
  useRebuildProjectionMutation,
} = injectedRtkApi;
