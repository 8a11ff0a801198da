import { readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/** Precompressed copies the build writes beside a file (apps/web/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Files under /assets have a content hash in their names: a changed file gets a new name. */
const HASHED_ASSETS = '/assets/';
const CACHE_HASHED = 'public, max-age=31536000, immutable';
// index.html (and the few unhashed files) may change with every deploy: revalidate each time.
const CACHE_UNHASHED = 'no-cache';

interface BuiltFile {
  readonly path: string;
  readonly cacheControl: string;
  readonly encodings: readonly (typeof ENCODINGS)[number][];
}

/** The files of the build by URL path, listed once: the build does not change while the app runs. */
function listBuild(webRoot: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const relativePaths = readdirSync(webRoot, { recursive: true, encoding: 'utf8' });
  const present = new Set(relativePaths);
  for (const relative of relativePaths) {
    const path = join(webRoot, relative);
    // Vite's manifest (.vite/) is for the build's tools, not for browsers.
    if (relative.startsWith('.') || ENCODINGS.some(({ suffix }) => relative.endsWith(suffix)) || !statSync(path).isFile()) continue;
    const url = `/${relative.split('\\').join('/')}`;
    files.set(url, {
      path,
      cacheControl: url.startsWith(HASHED_ASSETS) ? CACHE_HASHED : CACHE_UNHASHED,
      encodings: ENCODINGS.filter(({ suffix }) => present.has(relative + suffix)),
    });
  }
  return files;
}

function decodedPath(request: Request): string | null {
  try {
    return decodeURIComponent(request.path);
  } catch {
    return null;
  }
}

function send(request: Request, response: Response, file: BuiltFile, fail: (error: unknown) => void): void {
  const encoding = file.encodings.find(({ name }) => request.acceptsEncodings(name) === name);
  if (file.encodings.length > 0) response.vary('Accept-Encoding');
  if (encoding) response.setHeader('Content-Encoding', encoding.name);
  // The type of the file itself, not of its .br or .gz copy.
  response.type(extname(file.path));
  response.setHeader('Cache-Control', file.cacheControl);
  response.sendFile(encoding ? file.path + encoding.suffix : file.path, { cacheControl: false }, (error) => {
    if (error && !response.headersSent) fail(error);
  });
}

/**
 * Serves the built web app: its files (precompressed when the browser accepts it, cached for a
 * year when their names are hashed) and, for any other path without a file extension, index.html,
 * where the client's router takes over. Never answers under /api, nor a missing file: those go on
 * to Nest (a JSON 404).
 */
export function serveWebApp(webRoot: string): RequestHandler {
  const files = listBuild(webRoot);
  const index = files.get('/index.html');
  if (!index) throw new Error(`${webRoot} has no index.html: build the web app first (npm run build:web)`);
  return (request, response, next) => {
    const path = decodedPath(request);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path === null || path === '/api' || path.startsWith('/api/')) return next();
    const file = files.get(path) ?? (extname(path) === '' ? index : undefined);
    if (!file) return next();
    send(request, response, file, next);
  };
}
