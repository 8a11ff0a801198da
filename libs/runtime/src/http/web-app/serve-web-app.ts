import { existsSync, readdirSync } from 'node:fs';
import { basename, extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '#platform';

/** Files under /assets have a content hash in their names: a changed file gets a new name. */
const HASHED_ASSETS = 'assets';
const CACHE_HASHED = 'public, max-age=31536000, immutable';
// index.html (and the few unhashed files) may change with every deploy: revalidate each time.
const CACHE_UNHASHED = 'no-cache';

/**
 * Where the web build keeps the visitor's pages drawn in advance (apps/web/prerender-pages.ts):
 * `index.html` for `/`, `search.html` for `/search`. A dot folder: never served as files.
 */
export const VISITOR_PAGES = '.visitor';
/** A signed-in user's page for every path: the loading screen drawn, the signed-in screens' code fetched at once (same file). */
export const SIGNED_IN_PAGE = '.signed-in/index.html';

/** Each prerendered page by the path it draws, read once: the build does not change while the app runs. */
function visitorPagesOf(webRoot: string): ReadonlyMap<string, string> {
  const folder = join(webRoot, VISITOR_PAGES);
  if (!existsSync(folder)) return new Map();
  const pages = readdirSync(folder).filter((file) => extname(file) === '.html');
  return new Map(pages.map((file) => [file === 'index.html' ? '/' : `/${basename(file, '.html')}`, join(VISITOR_PAGES, file)]));
}

/**
 * The browser's app asks nobody who is signed in when this cookie is missing: it draws the
 * visitor's screen at once, which is then exactly the prerendered markup.
 */
const hasSignedInHint = (request: FastifyRequest): boolean =>
  (request.headers.cookie ?? '').split(';').some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`);

/** index.html or a visitor's page, as stored or as its compressed copy. */
const HTML_PAGE = /\.html(\.br|\.gz)?$/;

/** Whether a path is the API's: never answered with a file or index.html, whatever is missing there. */
const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * Serves the built web app: its files (the build's precompressed .br or .gz copy when the browser
 * accepts it, cached for a year when their names are hashed; dot files such as Vite's manifest
 * never) and, for any other path without a file extension, index.html, where the client's router
 * takes over; a browser without a session gets the landing and search pages already drawn, one
 * with a session the page that shows the loading screen while the signed-in screens' code comes.
 * Never answers under /api, nor a missing file: those get Nest's JSON 404.
 */
export function serveWebApp(fastify: FastifyInstance, webRoot: string): void {
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error(`${webRoot} has no index.html: build the web app first (npm run build:web)`);
  const hashed = join(webRoot, HASHED_ASSETS) + sep;
  // Not awaited: awaiting would load the plugin queue now, and Fastify would build the routes Nest
  // has added so far before Nest sets its error handler, leaving them Fastify's default error answers.
  void fastify.register(fastifyStatic, {
    root: webRoot,
    // A route per file of the build, listed once: the build does not change while the app runs.
    wildcard: false,
    // `/` is the catch-all's below, which picks the page for a visitor or a user.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header('Cache-Control', path.startsWith(hashed) ? CACHE_HASHED : CACHE_UNHASHED);
      // Which page is sent depends on the cookie: a shared cache must not give a visitor's page to a user.
      if (HTML_PAGE.test(path)) void reply.header('Vary', 'Cookie');
    },
  });
  const visitorPages = visitorPagesOf(webRoot);
  const signedInPage = existsSync(join(webRoot, SIGNED_IN_PAGE)) ? SIGNED_IN_PAGE : 'index.html';
  fastify.get('/*', (request, reply) => {
    const [path = '', query] = request.url.split('?');
    if (isApiPath(path) || extname(path) !== '') return reply.callNotFound();
    if (hasSignedInHint(request)) return reply.sendFile(signedInPage);
    // A query can change what the page shows (a search's terms): those are drawn by the browser.
    return reply.sendFile((query === undefined && visitorPages.get(path)) || 'index.html');
  });
}
