import type { RequestHandler } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** When the session's idle timeout last slid (ms since the epoch). */
    slidAt?: number;
  }
}

/** How far into its lifetime a session is let run before its expiry slides: 1% (3.4 hours of 14 days). */
const SLIDE_AFTER_FRACTION = 0.01;

/**
 * Slides a session's idle timeout, its cookie's expiry and its Redis key's TTL alike, at most
 * once per 1% of its lifetime. express-session's `rolling` with the store's `touch` slide it on
 * every request instead: a Redis write and a signed Set-Cookie on every read.
 *
 * A loaded session's `cookie.expires` is the one it was last saved with, so its age since that
 * save is known without asking Redis. When it is due, writing `slidAt` changes the session, and
 * express-session then saves it (a fresh TTL) and sends its cookie (a fresh expiry). A session
 * thus still ends after its full lifetime without a request, give or take that 1%.
 *
 * Use with `rolling: false` and the store's touch disabled; mount right after express-session.
 */
export const slideSessions = (): RequestHandler => (request, _response, next) => {
  const session = request.session;
  const expires = session?.cookie.expires;
  const lifetime = session?.cookie.originalMaxAge;
  if (session && expires && lifetime && expires.getTime() - Date.now() < lifetime * (1 - SLIDE_AFTER_FRACTION)) {
    session.slidAt = Date.now();
  }
  next();
};
