import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useRecordPageVisitMutation } from './analytics.api';

/**
 * Sends a page-visit record on every route change; the result is never read. The referrer is the
 * previous page in the app, or for the first page the site the browser came from, if any:
 * `document.referrer` alone would name the same entry page for every later navigation. None is
 * sent before `shown` resolves: the first page's screen needs the network more.
 */
export function usePageVisitTracking(shown: Promise<void>): void {
  const { pathname, search } = useLocation();
  const [recordPageVisit] = useRecordPageVisitMutation();
  // Null until the first visit is sent, which reads the referrer then (in the browser: a render
  // may run where there is no document, when a visitor's page is prerendered at build time).
  const previousPage = useRef<string | null>(null);

  useEffect(() => {
    const page = pathname + search;
    const referrer = previousPage.current ?? document.referrer;
    previousPage.current = page;
    void shown.then(() => recordPageVisit(referrer === '' ? { page } : { page, referrer }));
  }, [pathname, search, recordPageVisit, shown]);
}
