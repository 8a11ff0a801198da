import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { SIGNED_IN_PAGE, VISITOR_PAGES } from './serve-web-app.js';

/** Where the build keeps index.html and the pages sent in its place (see serve-web-app.ts). */
const PAGE_FOLDERS = ['.', VISITOR_PAGES, dirname(SIGNED_IN_PAGE)];
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The Nest token of the CSP sources of the web app's inline scripts (empty when no web app is served). */
export const INLINE_SCRIPT_SOURCES = Symbol('INLINE_SCRIPT_SOURCES');

/**
 * The Content-Security-Policy sources ('sha256-…') of the scripts written into the built pages
 * themselves: the first script of a page drawn in advance (apps/web/prerender-pages.ts), which
 * the policy allows by its hash while it refuses any other inline script. Read once: the build
 * does not change while the app runs.
 */
export function inlineScriptSources(webRoot: string): string[] {
  const pages = PAGE_FOLDERS.map((folder) => join(webRoot, folder))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder).filter((file) => extname(file) === '.html').map((file) => join(folder, file)));
  const scripts = pages.flatMap((page) => [...readFileSync(page, 'utf8').matchAll(INLINE_SCRIPT)].map(([, code = '']) => code));
  return [...new Set(scripts.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`))];
}
