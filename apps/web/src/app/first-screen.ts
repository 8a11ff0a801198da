import { useSyncExternalStore } from 'react';

let codeArrived = true;
const listeners = new Set<() => void>();

/**
 * Keeps the app's loading screen up until `loading` settles: the code of a signed-in user's first
 * screen. Drawn only then, the frame and its page need not suspend. A screen that suspends shows
 * its boundary's loading screen, and React then holds back the screen that replaces it until 300 ms
 * after that (its throttle of Suspense reveals): a frame and then its page suspending in turn cost
 * a signed-in first load up to 300 ms after the page's code had arrived (seen in Lighthouse traces).
 */
export function holdFirstScreenUntil(loading: Promise<unknown>): void {
  codeArrived = false;
  const release = () => {
    codeArrived = true;
    for (const listener of listeners) listener();
  };
  void loading.then(release, release);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** False while the first screen is held back (see holdFirstScreenUntil); always true when prerendering. */
export const useFirstScreenCodeArrived = (): boolean => useSyncExternalStore(subscribe, () => codeArrived, () => true);

/** Resolves once what is drawn now is painted; at once in a tab that is not shown, which paints nothing. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => (document.hidden ? resolve() : requestAnimationFrame(() => setTimeout(resolve))));
}

/** Resolves once the browser has nothing more urgent to do, where it tells (requestIdleCallback); else at once. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : resolve()));
}

let markShown: () => void = () => undefined;

/**
 * Resolves once the app's first screen is drawn (routes.tsx), painted, and the browser idle: what
 * the screen does not need waits for it, so as not to share the network with what it does need
 * while the screen is still being put on the display (see usePageVisitTracking).
 */
export const firstScreenShown = new Promise<void>((resolve) => (markShown = resolve));

export function markFirstScreenShown(): void {
  void afterNextPaint().then(whenIdle).then(markShown);
}
