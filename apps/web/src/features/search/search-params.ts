import { SEARCH_ARTISTS_QUERY_Q_MAX_LENGTH } from '../../api/request-limits.generated';
import { MAX_TAGS } from '../../constants';

/**
 * The search of spec 2.9 lives in the URL (`/search?q=indie&tags=3,17&tab=playlists`), so a link
 * shares it and reloading keeps it.
 */
export const SEARCH_TABS = ['artists', 'curators', 'playlists'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** The server refuses longer search texts. */
export const SEARCH_TEXT_MAX_LENGTH = SEARCH_ARTISTS_QUERY_Q_MAX_LENGTH;

export interface SearchState {
  /** As typed (the search itself trims it). */
  q: string;
  tagIds: number[];
  tab: SearchTab;
}

/** The query of GET /api/search/{tab}: tags comma-joined; empty ones are left out. */
export interface SearchArgs {
  q?: string;
  tags?: string;
}

const DEFAULT_TAB: SearchTab = 'artists';

export function isSearchTab(value: string | null): value is SearchTab {
  return SEARCH_TABS.some((tab) => tab === value);
}

/** Tag ids from "3,17": positive whole numbers, each once, at most MAX_TAGS; anything else is ignored. */
function parseTagIds(value: string | null): number[] {
  const ids = (value ?? '').split(',').filter((part) => /^[1-9]\d{0,8}$/.test(part.trim())).map(Number);
  return [...new Set(ids)].slice(0, MAX_TAGS);
}

export function readSearchState(params: URLSearchParams): SearchState {
  const tab = params.get('tab');
  return { q: (params.get('q') ?? '').slice(0, SEARCH_TEXT_MAX_LENGTH), tagIds: parseTagIds(params.get('tags')), tab: isSearchTab(tab) ? tab : DEFAULT_TAB };
}

/** The URL's parameters for a state; empty ones and the default tab are left out. */
export function searchParamsOf({ q, tagIds, tab }: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  if (tagIds.length > 0) params.set('tags', tagIds.join(','));
  if (tab !== DEFAULT_TAB) params.set('tab', tab);
  return params;
}

/** What to ask the server, or null when there is neither a query nor a tag (spec 2.9: then nothing loads). */
export function searchArgsOf({ q, tagIds }: SearchState): SearchArgs | null {
  const query = q.trim();
  if (query === '' && tagIds.length === 0) return null;
  return { ...(query !== '' && { q: query }), ...(tagIds.length > 0 && { tags: tagIds.join(',') }) };
}
