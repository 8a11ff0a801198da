import { searchTextOf, type SearchText } from './search-text.js';

/** At most this many results per search, the most relevant first. */
export const SEARCH_LIMIT = 50;
/** Spec sections 5 and 9: a search filters by at most 10 tags. */
export const MAX_SEARCH_TAGS = 10;

/** What a search looks for: a name (folded, see search-text.ts), tags (any of them), or both (both must hold). */
export interface SearchCriteria {
  readonly text: SearchText | null;
  readonly tagIds: readonly number[];
}

/**
 * Spec 5: a search runs only when the query or the tag selection is non-empty; null otherwise
 * (the answer is then empty). A query without a letter or a digit counts as empty.
 */
export function searchCriteria(q: string | undefined, tagIds: readonly number[] = []): SearchCriteria | null {
  const text = searchTextOf(q ?? '');
  const criteria = { text: text.compact === '' ? null : text, tagIds: [...new Set(tagIds)] };
  return criteria.text || criteria.tagIds.length > 0 ? criteria : null;
}
