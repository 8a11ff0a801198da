import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type SearchState, readSearchState, searchParamsOf } from './search-params';

/** How long typing pauses before the query goes into the URL and the search runs. */
const TYPING_PAUSE_MS = 300;

/**
 * The search as the URL holds it, and a change to it. Changes replace the history entry: each
 * keystroke or tab is not a page the Back button should step through.
 */
export function useSearchState(): [SearchState, (change: Partial<SearchState>) => void] {
  // useLocation and useNavigate rather than useSearchParams: the router code they need is already
  // in the entry chunk, which every page (the landing page's tight budget included) downloads.
  const { search } = useLocation();
  const navigate = useNavigate();
  const update = useCallback(
    // The address bar, not a rendered copy of it: a change made when typing pauses builds on the latest URL.
    (change: Partial<SearchState>) => {
      const current = readSearchState(new URLSearchParams(window.location.search));
      void navigate({ search: searchParamsOf({ ...current, ...change }).toString() }, { replace: true });
    },
    [navigate],
  );
  return [readSearchState(new URLSearchParams(search)), update];
}

/**
 * The text box's value, written to the URL once typing pauses. When the URL's query changes by
 * other means (a link, Back), the box shows it.
 */
export function useTypedQuery(urlQuery: string, commit: (q: string) => void): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(urlQuery);
  const [shownQuery, setShownQuery] = useState(urlQuery);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery);
    setText(urlQuery);
  }

  function type(value: string) {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(value), TYPING_PAUSE_MS);
  }

  /** Enter: search now. */
  function commitNow() {
    window.clearTimeout(timer.current);
    commit(text);
  }

  return [text, type, commitNow];
}
