import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files under /assets have a content hash in their names: a changed file gets a new name. */
const HASHED_ASSETS = 'assets';
const CACHE_HASHED = 'public, max-age=31536000, immutable';
// index.html (and the few unhashed files) may change with every deploy: revalidate each time.
const CACHE_UNHASHED = 'no-cache';

/** Whether a path is the API's: never answered with a file or index.html, whatever is missing there. */
const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * Serves the built web app: its files (the build's precompressed .br or .gz copy when the browser
 * accepts it, cached for a year when their names are hashed; dot files such as Vite's manifest
 * never) and, for any other path without a file extension, index.html, where the client's router
 * takes over. Never answers under /api, nor a missing file: those get Nest's JSON 404.
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
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('Cache-Control', path.startsWith(hashed) ? CACHE_HASHED : CACHE_UNHASHED),
  });
  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return isApiPath(path) || extname(path) !== '' ? reply.callNotFound() : reply.sendFile('index.html');
  });
}
