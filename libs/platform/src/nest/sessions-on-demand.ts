import type { Request, RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /**
     * Set on a request that came without a session cookie: loads the session middleware for it
     * now (a fresh, empty session), for a sign-in to write into.
     */
    openSession?: () => Promise<void>;
  }
}

/** Runs `handlers` one after another as one middleware, stopping at the first error. */
function inSequence(handlers: readonly RequestHandler[]): RequestHandler {
  return (request, response, done) => {
    const step = (index: number, error?: unknown): void => {
      const handler = handlers[index];
      if (error !== undefined || !handler) return void done(error);
      handler(request, response, (next?: unknown) => step(index + 1, next));
    };
    step(0);
  };
}

/** Whether a request's Cookie header names the cookie (not merely a cookie whose name ends like it). */
const cookieTest = (name: string): ((request: Request) => boolean) => {
  const pattern = new RegExp(`(?:^|;)\\s*${name.replace(/\./g, '\\.')}=`);
  return (request) => pattern.test(request.headers.cookie ?? '');
};

/**
 * The session middleware (express-session, the lifetime rules, passport's session) for requests
 * that carry the session cookie, and only on demand for the others. A visitor's request (and
 * every anonymous read) had no session to load, yet express-session still built a new one for it
 * and checked it again as the answer left, about half of such a request's time (bench/api).
 * `signIn` opens a session on demand; nothing else writes one for a visitor.
 */
export function sessionsOnDemand(cookieName: string, handlers: readonly RequestHandler[]): RequestHandler {
  const load = inSequence(handlers);
  const carriesCookie = cookieTest(cookieName);
  return (request, response, next) => {
    if (carriesCookie(request)) return load(request, response, next);
    request.openSession = () =>
      new Promise<void>((resolve, reject) => load(request, response, (error?: unknown) => (error === undefined ? resolve() : reject(error))));
    next();
  };
}
