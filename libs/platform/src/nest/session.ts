import type { Request } from 'express';
import type { SessionUser } from './session-auth.guard.js';

export const SESSION_COOKIE = 'vm.sid';

/**
 * Signs the user in; passport regenerates the session id first, so a planted id is never reused.
 * The sign-in time starts the session's absolute lifetime (see session-lifetime.ts).
 */
export const signIn = async (request: Request, user: SessionUser): Promise<void> => {
  if (!request.session) await request.openSession?.();
  return new Promise((resolve, reject) =>
    request.login(user, (error: unknown) => {
      if (error) return reject(error);
      request.session.signedInAt = Date.now();
      resolve();
    }),
  );
};

/** Ends the session on the server (not only the cookie); a request without one has nothing to end. */
export const signOut = async (request: Request): Promise<void> => {
  if (!request.session) return;
  await new Promise<void>((resolve, reject) =>
    request.logout((logoutError: unknown) => {
      if (logoutError) return reject(logoutError);
      request.session.destroy((destroyError: unknown) => (destroyError ? reject(destroyError) : resolve()));
    }),
  );
};

/** The client's address as the throttles key it (Express resolves proxies per `trust proxy`). */
export const clientAddress = (request: Request): string => request.ip ?? request.socket.remoteAddress ?? 'unknown';
