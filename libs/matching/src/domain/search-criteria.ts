import { searchTextOf, type SearchText } from './search-text.js';

/** At most this many results per search, the most relevant first. */
export const SEARCH_LIMIT = 50;
/** Spec sections 5 and 9: a search filters by at most 10 tags. */
export const MAX_SEARCH_TAGS = 10;

/** The words of a query that count for the substring test (in any order); more are left out. */
export const MAX_SEARCH_WORDS = 10;

/** What a search looks for: a name (folded, see search-text.ts), tags (any of them), or both (both must hold). */
export interface SearchCriteria {
  /** The whole query, which ranks the names found; null when searching by tags only. */
  readonly text: SearchText | null;
  /** The query's words: a name that holds each of them is found (else it must be like the whole query). */
  readonly words: readonly SearchText[];
  readonly tagIds: readonly number[];
}

/**
 * Spec 5: a search runs only when the query or the tag selection is non-empty; null otherwise
 * (the answer is then empty). A query without a letter or a digit counts as empty.
 */
export function searchCriteria(q: string | undefined, tagIds: readonly number[] = []): SearchCriteria | null {
  const text = searchTextOf(q ?? '');
  const words = text.folded
    .split(' ')
    .map(searchTextOf)
    .filter((word) => word.compact !== '')
    .slice(0, MAX_SEARCH_WORDS);
  const criteria = { text: text.compact === '' ? null : text, words, tagIds: [...new Set(tagIds)] };
  return criteria.text || criteria.tagIds.length > 0 ? criteria : null;
}
