import type { RequestHandler } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (epoch ms): the start of the session's absolute lifetime. */
    signedInAt?: number;
    /** Passport's own record of the signed-in user. */
    passport?: { user?: unknown };
    /** When the session's idle timeout last slid (epoch ms); writing it is what makes express-session save. */
    slidAt?: number;
  }
}

export interface SessionLifetime {
  readonly maxAgeSeconds: number;
  readonly idleTimeoutSeconds: number;
}

/** How far into its idle timeout a session runs before its expiry slides: 1% (about 15 minutes of 24 hours). */
const SLIDE_AFTER_FRACTION = 0.01;

/**
 * A session ends after the idle timeout without a request, and SESSION_MAX_AGE after its sign-in
 * however busy it is. Runs after express-session (with `rolling` off and the store's touch
 * disabled) and before passport's session.
 *
 * - Past its absolute lifetime a signed-in session is ended (one without a sign-in time, from
 *   before this rule, too).
 * - Within the idle timeout of that end, its cookie and stored copy are cut to the end, once.
 * - Otherwise its idle timeout slides, at most once per 1% of it: express-session's `rolling`
 *   with the store's touch would instead write Redis and send a cookie on every read. A loaded
 *   session's `cookie.expires` is the one it was last saved with, so its age since that save is
 *   known without asking Redis; writing `slidAt` then makes express-session save it (a fresh TTL)
 *   and send its cookie (a fresh expiry).
 */
export function applySessionLifetime({ maxAgeSeconds, idleTimeoutSeconds }: SessionLifetime): RequestHandler {
  const idleMs = idleTimeoutSeconds * 1000;
  return (request, _response, next) => {
    const session = request.session;
    const expires = session?.cookie.expires;
    if (!session || !expires) return next();
    const now = Date.now();
    if (session.passport?.user) {
      const end = (session.signedInAt ?? 0) + maxAgeSeconds * 1000;
      if (end <= now) return session.regenerate((error: unknown) => next(error));
      if (end - now < idleMs) {
        if (expires.getTime() > end) {
          session.cookie.maxAge = end - now;
          session.slidAt = now;
        }
        return next();
      }
    }
    if (expires.getTime() - now < idleMs * (1 - SLIDE_AFTER_FRACTION)) session.slidAt = now;
    next();
  };
}
