import { baseApi } from '../../api/base-api';

/** The 14 tag categories of spec section 3, in the order the tag picker shows them. */
export const TAG_CATEGORIES = [
  'genre',
  'mood',
  'activity',
  'instrument',
  'vocal',
  'language',
  'structure',
  'tempo',
  'region',
  'occasion',
  'theme',
  'audience',
  'era',
  'fx',
] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

/** A tag of the taxonomy, as `TagResponse` of the catalog's contracts. */
export interface Tag {
  id: number;
  name: string;
  category: TagCategory;
}

/**
 * GET /api/tags. Written by hand until the API document has the catalog's endpoints; the
 * taxonomy only grows with a deployment, so the answer is kept for the whole visit.
 */
export const tagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTags: build.query<Tag[], void>({ query: () => ({ url: '/api/tags' }) }),
  }),
});

export const { useGetTagsQuery } = tagsApi;
