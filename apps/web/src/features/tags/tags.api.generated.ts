import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTags: build.query<ListTagsApiResponse, ListTagsApiArg>({
      query: () => ({ url: `/api/tags` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as tagsApi };
export type ListTagsApiResponse = /** status 200  */ TagResponse[];
export type ListTagsApiArg = void;
export type TagResponse = {
  id: number;
  name: string;
  category:
    | "genre"
    | "mood"
    | "activity"
    | "instrument"
    | "vocal"
    | "language"
    | "structure"
    | "tempo"
    | "region"
    | "occasion"
    | "theme"
    | "audience"
    | "era"
    | "fx";
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export const { useListTagsQuery } = injectedRtkApi;
