declare global {
  var vibematchEarlySession: Promise<Response> | undefined;
}

/**
 * Runs in the browser as the source text of the signed-in page's first script
 * (apps/web/prerender-pages.ts), so it uses nothing from outside its own body: asks who is signed
 * in while the app's code is still on its way, which would otherwise ask only once it has run.
 */
export function askForSessionEarly(): void {
  globalThis.vibematchEarlySession = fetch('/api/auth/user', { credentials: 'include' });
}

/** The early answer, for the app's own request of the current user; once, since a body is read once. */
export function takeEarlySession(request: Request): Promise<Response> | undefined {
  const early = globalThis.vibematchEarlySession;
  if (!early || request.method !== 'GET' || new URL(request.url).pathname !== '/api/auth/user') return undefined;
  globalThis.vibematchEarlySession = undefined;
  return early;
}
