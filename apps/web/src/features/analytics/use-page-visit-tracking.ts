import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/store-hooks';
import { analyticsApi } from './analytics.api';

/**
 * Sends a page-visit record on every route change; the result is never read. The referrer is the
 * previous page in the app, or for the first page the site the browser came from, if any:
 * `document.referrer` alone would name the same entry page for every later navigation. None is
 * sent before `shown` resolves: the first page's screen needs the network more. The record is
 * dispatched untracked and without the mutation hook: the hook keeps each call's promise and
 * state in the component, and this one is the app's root, so each visit would draw the whole app
 * again, up to three times (the call, its pending and its answer), on every change of page.
 */
export function usePageVisitTracking(shown: Promise<void>): void {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  // Null until the first visit is sent, which reads the referrer then (in the browser: a render
  // may run where there is no document, when a visitor's page is prerendered at build time).
  const previousPage = useRef<string | null>(null);

  useEffect(() => {
    const page = pathname + search;
    const referrer = previousPage.current ?? document.referrer;
    previousPage.current = page;
    const visit = referrer === '' ? { page } : { page, referrer };
    void shown.then(() => dispatch(analyticsApi.endpoints.recordPageVisit.initiate(visit, { track: false })));
  }, [pathname, search, dispatch, shown]);
}
