import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordPageVisit: build.mutation<
      RecordPageVisitApiResponse,
      RecordPageVisitApiArg
    >({
      query: (queryArg) => ({
        url: `/api/analytics/page-visit`,
        method: "POST",
        body: queryArg,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as analyticsApi };
export type RecordPageVisitApiResponse = /** status 202  */ PageVisitAccepted;
export type RecordPageVisitApiArg = PageVisitRequest;
export type PageVisitAccepted = {
  accepted: boolean;
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type PageVisitRequest = {
  /** The path shown, starting with / */
  page: string;
  /** The page or site the visitor came from */
  referrer?: string;
};
export const { useRecordPageVisitMutation } = injectedRtkApi;
