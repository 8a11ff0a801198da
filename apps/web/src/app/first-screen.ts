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
