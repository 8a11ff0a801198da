import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { reactOnPreact, withoutMissingUseOptimistic } from './react-on-preact.ts';
import { askEarly } from './src/api/early-requests.ts';
import { holdEarlyEvents } from './src/app/early-events.ts';
import { firstScreenRequests } from './src/app/first-screen-requests.ts';
import type { ScreenModulesAt } from './src/app/lazy-screen.tsx';
import { activeRoleOf, readStoredActiveRole } from './src/features/roles/index.ts';

/**
 * The pages a visitor most often opens first, and the file each is prerendered into, in a dot
 * folder of the build that the static files are not served from: the API sends them in place of
 * index.html to a browser without a session (libs/runtime's serve-web-app.ts reads this folder).
 */
const VISITOR_PAGES = { '/': 'index.html', '/search': 'search.html' } as const;
const PRERENDERED_FOLDER = '.visitor';
/**
 * The page every path sends a browser that holds a session: the app's loading screen drawn, the
 * code of the screen at its address preloaded once it is painted (libs/runtime's serve-web-app.ts).
 */
const SIGNED_IN_PAGE = '.signed-in/index.html';
const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/assets\/([\w-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/assets\/([\w-]+\.js)">/g;

/** A route's screen: the pattern of the addresses it is shown at, and the files of its code. */
interface RouteChunks {
  pattern: string;
  files: readonly string[];
}

/** What a page's first script does besides starting the app's entry with the chunks it imports. */
interface AfterPaintEntry {
  /** Whether what the user does before the app is here is kept (a page React takes over: see early-events.ts). */
  holdEarlyEvents: boolean;
  /** Whether the page asks at once who is signed in and what their first screen reads (a signed-in user's page: see early-requests.ts). */
  askEarly: boolean;
  /** The chunks preloaded at the address of each route's screen, the first that matches (a signed-in user's page). */
  routes: readonly RouteChunks[];
}

/** A route's path, as react-router writes it (`:name` segments, a trailing `/*`), as a pattern of the whole address. */
function routePattern(path: string): string {
  const splat = path.endsWith('/*');
  const segments = (splat ? path.slice(0, -2) : path).split('/').filter(Boolean);
  const matched = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${matched.join('/')}${splat ? '(?:/.*)?' : ''}/?$`;
}

/**
 * The script's preloads: the entry's chunks, then those of the route at the page's address. The
 * routes' files are written once and named by their place in that list.
 */
function preloadsCode(entry: string, chunks: readonly string[], routes: readonly RouteChunks[]): string {
  const href = (file: string) => `/assets/${file}`;
  const always = [entry, ...chunks.filter((chunk) => chunk !== entry)];
  if (routes.length === 0) return JSON.stringify(always.map(href));
  const files = [...new Set(routes.flatMap((route) => route.files))].filter((file) => !always.includes(file));
  const table = routes.map(({ pattern, files: own }) => [pattern, own.map((file) => files.indexOf(file)).filter((index) => index >= 0)]);
  const routeFiles = `(${JSON.stringify(table)}.find(([path])=>new RegExp(path).test(location.pathname))?.[1]??[]).map((index)=>${JSON.stringify(files.map(href))}[index])`;
  return `[...${JSON.stringify(always.map(href))},...${routeFiles}]`;
}

/**
 * A page drawn in advance needs no script for its first paint, but a browser runs the app's
 * deferred entry script, when it is already here, before painting; and the entry's preloaded
 * chunks share the line with the stylesheet. A small script in the page itself (no file to fetch
 * first) asks for them after the first frame: the page is painted from the HTML and the
 * stylesheet alone. The server allows it by its hash (libs/runtime's inline-scripts.ts).
 */
function withAfterPaintScript(template: string, { holdEarlyEvents: hold, askEarly: ask, routes }: AfterPaintEntry): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script of the app under /assets');
  const chunks = [...template.matchAll(MODULE_PRELOAD)].map(([, chunk]) => chunk);
  const code = [
    hold ? `(${holdEarlyEvents.toString()})();` : '',
    ask ? `(${askEarly.toString()})(${[firstScreenRequests, readStoredActiveRole, activeRoleOf].map(String).join(',')});` : '',
    'requestAnimationFrame(()=>setTimeout(()=>{',
    `for(const href of ${preloadsCode(entry, chunks, routes)})document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href,crossOrigin:""}));`,
    `${JSON.stringify([...chunks, entry].map((file) => `/assets/${file}`))}.reduce((ready,src)=>ready.then(()=>import(src)).then(()=>new Promise((next)=>setTimeout(next))),Promise.resolve());`,
    '}));',
  ].join('');
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, `<script type="module">${code}</script>`);
}

/** The manifest's chunks: where each chunk's file is and which chunks it imports. */
type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/** The files of these chunks and of every chunk they import, by their manifest keys. */
function chunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`The build has no chunk for ${key}`);
    add(key);
  }
  return [...files].map((file) => file.replace(/^assets\//, ''));
}

interface PrerenderEntry {
  prerenderVisitorPage(path: string): Promise<string>;
  prerenderLoadingScreen(): Promise<string>;
  signedInScreenModules(): ScreenModulesAt[];
}

/**
 * Builds src/prerender.tsx for Node where its bare imports resolve: inside the repository's
 * node_modules. The libraries are bundled with it, so that their imports of React resolve to
 * Preact as in the browser, not to React's own package.
 */
async function buildServerEntry(webRoot: string): Promise<string> {
  const outDir = join(webRoot, '../../node_modules/.cache/vibematch-prerender');
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: reactOnPreact },
    ssr: { noExternal: true },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, minify: false, rolldownOptions: { onLog: withoutMissingUseOptimistic } },
  });
  return outDir;
}

/** Writes a copy of index.html with the markup drawn into its root element. */
async function writePage(outDir: string, file: string, template: string, root: string): Promise<void> {
  await mkdir(dirname(join(outDir, file)), { recursive: true });
  await writeFile(join(outDir, file), template.replace(ROOT_ELEMENT, root));
}

/**
 * Vite plugin: after the browser build is written, draws the visitor's landing and search pages
 * into copies of index.html, so that their first paint needs the HTML and the stylesheet only
 * (no script), and the loading screen into the signed-in user's page, which then fetches the
 * entry and the signed-in screens' code at once, not one after the other. Runs before the
 * precompress plugin's closeBundle, which compresses them too.
 */
export function prerenderPages(): Plugin {
  let webRoot = '';
  let outDir = '';
  return {
    name: 'vibematch:prerender-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      webRoot = config.root;
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const serverDir = await buildServerEntry(webRoot);
      try {
        const entry = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as PrerenderEntry;
        const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to draw the pages into`);
        const visitorTemplate = withAfterPaintScript(indexHtml, { holdEarlyEvents: true, askEarly: false, routes: [] });
        for (const [path, file] of Object.entries(VISITOR_PAGES)) {
          await writePage(outDir, join(PRERENDERED_FOLDER, file), visitorTemplate, `<div id="root">${await entry.prerenderVisitorPage(path)}</div>`);
        }
        const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const routes = entry.signedInScreenModules().map(({ path, modules }) => ({ pattern: routePattern(path), files: chunkFiles(manifest, modules) }));
        const signedInTemplate = withAfterPaintScript(indexHtml, { holdEarlyEvents: false, askEarly: true, routes });
        await writePage(outDir, SIGNED_IN_PAGE, signedInTemplate, `<div id="root" data-loading-screen>${await entry.prerenderLoadingScreen()}</div>`);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
