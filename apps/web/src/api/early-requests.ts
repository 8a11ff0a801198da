import type { FirstScreenUser, firstScreenRequests } from '../app/first-screen-requests';
import type { ActiveRole, AccountRole } from '../features/roles';

declare global {
  /** What the signed-in page's first script asked for, by address (path and query), until the app takes it. */
  var vibematchEarlyAnswers: Map<string, Promise<Response>> | undefined;
}

/**
 * Runs in the browser as the source text of the signed-in page's first script
 * (apps/web/prerender-pages.ts), so it uses nothing from outside its own body and the functions it
 * is given, each written out in that script too. Asks who is signed in and, once that is known,
 * what their first screen reads (first-screen-requests.ts), while the app's code is still on its
 * way: the app would ask each only once the code that asks it had arrived and run.
 */
export function askEarly(
  requestsFor: typeof firstScreenRequests,
  storedActiveRole: (userId: string) => ActiveRole,
  activeRoleOf: (role: AccountRole, chosen: () => ActiveRole) => ActiveRole,
): void {
  const answers = new Map<string, Promise<Response>>();
  globalThis.vibematchEarlyAnswers = answers;
  const ask = (url: string) => {
    const answer = fetch(url, { credentials: 'include' });
    answers.set(url, answer);
    // A failed read is the app's to report when it takes it; one never taken is no unhandled rejection.
    answer.catch(() => undefined);
    return answer;
  };
  ask('/api/auth/user')
    .then(async (response) => {
      if (!response.ok) return;
      // A copy, taken before the app can read the answer: its body is the app's.
      const user = (await response.clone().json()) as FirstScreenUser;
      if (user.role === null) return;
      for (const url of requestsFor(location, user, activeRoleOf(user.role, () => storedActiveRole(user.id)))) ask(url);
    })
    .catch(() => undefined);
}

/** The early answer to the app's own request of the same address, once: a body is read once. */
export function takeEarlyAnswer(request: Request): Promise<Response> | undefined {
  const answers = globalThis.vibematchEarlyAnswers;
  if (!answers || request.method !== 'GET') return undefined;
  const { pathname, search } = new URL(request.url);
  const answer = answers.get(pathname + search);
  answers.delete(pathname + search);
  return answer;
}

/**
 * Drops the early answer of who is signed in, which the app will not take: asked for a session
 * the server no longer knows, it answered 401 and cleared the signed-in hint before the app
 * started, so the app starts as a visitor, known without asking (base-api.ts's onlyWithSession).
 */
export function dropEarlySessionAnswer(): void {
  globalThis.vibematchEarlyAnswers?.delete('/api/auth/user');
}

/**
 * Gives up the early answers the first screen did not take, once it has been drawn and has asked
 * what it reads: a later request of the same address would otherwise get an answer from before
 * whatever happened since. Waits a task, since the screen's reads reach the network after the
 * effect that calls this (children's effects run first, and each read goes through promises).
 * What was asked for nothing is reported: first-screen-requests.ts no longer matches its screen.
 */
export function giveUpEarlyAnswers(): void {
  setTimeout(() => {
    const unused = [...(globalThis.vibematchEarlyAnswers?.keys() ?? [])];
    globalThis.vibematchEarlyAnswers = undefined;
    if (unused.length > 0) console.warn(`Asked early for the first screen but not read by it: ${unused.join(', ')}`);
  });
}
