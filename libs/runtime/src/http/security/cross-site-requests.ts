import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not accepted';
export const JSON_ONLY_MESSAGE = 'The request body must be JSON (Content-Type: application/json)';

/**
 * Refuses a state-changing request that a browser sent from another site (login CSRF and its
 * kin). A browser that sends Sec-Fetch-Site is believed: `cross-site` and `same-site` are refused,
 * `same-origin` and `none` pass, so the app works at whatever address it is reached (127.0.0.1 as
 * well as localhost). Without it, an Origin must be the app's own: PUBLIC_URL's, or the origin the
 * request itself was addressed to. Requests with neither header (curl, scripts, server-to-server)
 * pass: they carry no browser's cookies. GET stays open for the OIDC callback, which arrives from Google.
 */
export function refuseCrossSiteRequests(publicUrl: string): RequestHandler {
  const ownOrigin = new URL(publicUrl).origin;
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method)) return next();
    const site = request.header('sec-fetch-site');
    const origin = request.header('origin');
    const addressedTo = `${request.protocol}://${request.header('host') ?? ''}`;
    const crossSite = site !== undefined ? site === 'cross-site' || site === 'same-site' : origin !== undefined && origin !== ownOrigin && origin !== addressedTo;
    if (crossSite) return void response.status(403).json({ message: CROSS_SITE_MESSAGE });
    next();
  };
}

/**
 * Accepts request bodies in JSON only. An HTML form can post urlencoded, multipart or plain
 * text across sites without a CORS preflight; JSON it cannot, so this closes the form route to
 * every endpoint whatever its cookies.
 */
export function requireJsonBodies(): RequestHandler {
  return (request, response, next) => {
    const hasBody = request.header('transfer-encoding') !== undefined || Number(request.header('content-length') ?? 0) > 0;
    if (hasBody && !request.is('application/json')) return void response.status(415).json({ message: JSON_ONLY_MESSAGE });
    next();
  };
}
