import { tagsApi } from './tags.api.generated';

import type { TagResponse } from './tags.api.generated';

export type { TagResponse as Tag } from './tags.api.generated';
export type TagCategory = TagResponse['category'];

/** GET /api/tags. The taxonomy only changes with a deployment: the answer is kept for the whole visit (as every query is). */
export const { useListTagsQuery: useGetTagsQuery } = tagsApi;
