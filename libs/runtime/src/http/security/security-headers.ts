import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The streaming players the web app embeds (spec 2.6: Spotify, YouTube, SoundCloud), exactly the
 * origins of apps/web/src/features/matching/player-embed.ts: YouTube plays in its privacy-enhanced
 * (no-cookie) origin only.
 */
const PLAYER_ORIGINS = ['https://open.spotify.com', 'https://www.youtube-nocookie.com', 'https://w.soundcloud.com'];
const DOCS_PATH = '/api/docs';

type Directives = NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']>;

/**
 * What the built web app needs and nothing more: its own scripts (and the first script of its
 * pages, by hash), styles and API; images from anywhere over https (profile pictures, artist
 * images) or inline data; the music players in frames. Styles allow inline `<style>` elements:
 * Radix's dialogs inject one to lock scrolling.
 */
const appDirectives = (https: boolean, inlineScripts: readonly string[]): Directives => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", ...inlineScripts],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'https:', 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': PLAYER_ORIGINS,
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // Over plain http (development) an upgrade would send the app's own requests to a port that speaks no TLS.
  ...(https ? { 'upgrade-insecure-requests': [] } : {}),
});

/** Swagger UI: its page carries inline styles, and no frames are needed. */
const docsDirectives = (https: boolean): Directives => ({
  ...appDirectives(https, []),
  'frame-src': ["'none'"],
});

type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

const headers = (directives: Directives, https: boolean): NodeMiddleware =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the app is reached over HTTPS: on http://localhost it would pin the host to TLS.
    strictTransportSecurity: https ? { maxAge: 365 * 86_400, includeSubDomains: true } : false,
  });

/**
 * Security headers on every answer (pages, assets and API): Content-Security-Policy, nosniff,
 * frame denial, Referrer-Policy, and HSTS when PUBLIC_URL is https. The API docs get their own policy.
 * `inlineScripts`: the CSP sources of the web app's inline scripts (see web-app/inline-scripts.ts).
 */
export function securityHeaders(publicUrl: string, inlineScripts: readonly string[] = []): onRequestHookHandler {
  const https = new URL(publicUrl).protocol === 'https:';
  const app = headers(appDirectives(https, inlineScripts), https);
  const docs = headers(docsDirectives(https), https);
  const isDocs = (url: string): boolean => url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`) || url.startsWith(`${DOCS_PATH}?`);
  // helmet sets the headers on Node's response, which Fastify's answer keeps.
  return (request, reply, done) => (isDocs(request.url) ? docs : app)(request.raw, reply.raw, (error) => done(error as Error | undefined));
}
