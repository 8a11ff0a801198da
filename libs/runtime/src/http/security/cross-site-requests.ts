import type { FastifyRequest, onRequestHookHandler } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not accepted';
export const JSON_ONLY_MESSAGE = 'The request body must be JSON (Content-Type: application/json)';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Refuses a state-changing request that a browser sent from another site (login CSRF and its
 * kin). A browser that sends Sec-Fetch-Site is believed: `cross-site` and `same-site` are refused,
 * `same-origin` and `none` pass, so the app works at whatever address it is reached (127.0.0.1 as
 * well as localhost). Without it, an Origin must be the app's own: PUBLIC_URL's, or the origin the
 * request itself was addressed to. Requests with neither header (curl, scripts, server-to-server)
 * pass: they carry no browser's cookies. GET stays open for the OIDC callback, which arrives from Google.
 */
export function refuseCrossSiteRequests(publicUrl: string): onRequestHookHandler {
  const ownOrigin = new URL(publicUrl).origin;
  return (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const site = header(request, 'sec-fetch-site');
    const origin = header(request, 'origin');
    const addressedTo = `${request.protocol}://${header(request, 'host') ?? ''}`;
    const crossSite = site !== undefined ? site === 'cross-site' || site === 'same-site' : origin !== undefined && origin !== ownOrigin && origin !== addressedTo;
    if (crossSite) return void reply.code(403).send({ message: CROSS_SITE_MESSAGE });
    done();
  };
}

/** Whether a Content-Type names JSON itself (parameters such as charset aside). */
const isJson = (contentType: string | undefined): boolean => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * Accepts request bodies in JSON only. An HTML form can post urlencoded, multipart or plain
 * text across sites without a CORS preflight; JSON it cannot, so this closes the form route to
 * every endpoint whatever its cookies.
 */
export function requireJsonBodies(): onRequestHookHandler {
  return (request, reply, done) => {
    const hasBody = header(request, 'transfer-encoding') !== undefined || Number(header(request, 'content-length') ?? 0) > 0;
    if (hasBody && !isJson(header(request, 'content-type'))) return void reply.code(415).send({ message: JSON_ONLY_MESSAGE });
    done();
  };
}
