import type { RequestHandler } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (epoch ms): the start of the session's absolute lifetime. */
    signedInAt?: number;
    /** Passport's own record of the signed-in user. */
    passport?: { user?: unknown };
  }
}

export interface SessionLifetime {
  readonly maxAgeSeconds: number;
  readonly idleTimeoutSeconds: number;
}

/**
 * Ends a signed-in session past its absolute lifetime (SESSION_MAX_AGE after its sign-in,
 * however busy), and gives the cookie and the stored session no longer to live than the idle
 * timeout or what is left of that lifetime, whichever is shorter. The idle timeout itself is the
 * rolling cookie's max age, which express-session renews at every answer and the Redis store
 * follows. A signed-in session without a sign-in time (from before this rule) is ended too.
 * Runs after express-session and before passport's session.
 */
export function endSessionsPastTheirLifetime({ maxAgeSeconds, idleTimeoutSeconds }: SessionLifetime): RequestHandler {
  return (request, _response, next) => {
    const session = request.session;
    if (!session?.passport?.user) return next();
    const left = (session.signedInAt ?? 0) + maxAgeSeconds * 1000 - Date.now();
    if (left <= 0) return session.regenerate((error: unknown) => next(error));
    session.cookie.maxAge = Math.min(idleTimeoutSeconds * 1000, left);
    next();
  };
}
