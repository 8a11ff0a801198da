import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { askEarly } from './src/api/early-requests.ts';
import { isAdminPath } from './src/app/admin-paths.ts';
import { holdEarlyEvents } from './src/app/early-events.ts';
import { firstScreenRequests } from './src/app/first-screen-requests.ts';
import { activeRoleOf, readStoredActiveRole } from './src/features/roles/index.ts';
import { CHUNK_GROUPS } from './screen-chunks.ts';

/**
 * The pages a visitor most often opens first, and the file each is prerendered into, in a dot
 * folder of the build that the static files are not served from: the API sends them in place of
 * index.html to a browser without a session (libs/runtime's serve-web-app.ts reads this folder).
 */
const VISITOR_PAGES = { '/': 'index.html', '/search': 'search.html' } as const;
const PRERENDERED_FOLDER = '.visitor';
/**
 * The page every path sends a browser that holds a session: the app's loading screen drawn, the
 * code of the signed-in screens preloaded once it is painted (libs/runtime's serve-web-app.ts).
 */
const SIGNED_IN_PAGE = '.signed-in/index.html';
const SIGNED_IN_FRAME = 'src/features/app-frame/signed-in-frame.tsx';
const ADMIN_FRAME = 'src/features/admin/admin-frame.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/assets\/([\w-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/assets\/([\w-]+\.js)">/g;

/** The chunks a page's first script preloads, beside those the entry itself asks for. */
interface AfterPaintEntry {
  /** Whether what the user does before the app is here is kept (a page React takes over: see early-events.ts). */
  holdEarlyEvents: boolean;
  /** Whether the page asks at once who is signed in and what their first screen reads (a signed-in user's page: see early-requests.ts). */
  askEarly: boolean;
  preloads: readonly string[];
  /** In place of `preloads` on the admin area's paths (a signed-in user's page: see admin-paths.ts). */
  adminPreloads?: readonly string[];
}

/**
 * A page drawn in advance needs no script for its first paint, but a browser runs the app's
 * deferred entry script, when it is already here, before painting; and the entry's preloaded
 * chunks share the line with the stylesheet. A small script in the page itself (no file to fetch
 * first) asks for them after the first frame: the page is painted from the HTML and the
 * stylesheet alone. The server allows it by its hash (libs/runtime's inline-scripts.ts).
 */
function withAfterPaintScript(template: string, { holdEarlyEvents: hold, askEarly: ask, preloads, adminPreloads }: AfterPaintEntry): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script of the app under /assets');
  const chunks = [...template.matchAll(MODULE_PRELOAD)].map(([, chunk]) => chunk);
  const hrefsOf = (files: readonly string[]) => JSON.stringify([...new Set([...chunks, ...files])].filter((chunk) => chunk !== entry).map((chunk) => `/assets/${chunk}`));
  const hrefs = adminPreloads ? `((${isAdminPath.toString()})(location.pathname)?${hrefsOf(adminPreloads)}:${hrefsOf(preloads)})` : hrefsOf(preloads);
  const code = [
    hold ? `(${holdEarlyEvents.toString()})();` : '',
    ask ? `(${askEarly.toString()})(${[firstScreenRequests, readStoredActiveRole, activeRoleOf].map(String).join(',')});` : '',
    'requestAnimationFrame(()=>setTimeout(()=>{',
    // The entry first: everything else waits for it to run, and a slow network fetches in the order asked.
    `import(${JSON.stringify(`/assets/${entry}`)});`,
    `for(const href of ${hrefs})document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href,crossOrigin:""}));`,
    '}));',
  ].join('');
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, `<script type="module">${code}</script>`);
}

/** The manifest's chunks: where each chunk's file is and which chunks it imports. */
type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/** The files of these chunks and of every chunk they import, by their manifest keys, and of the groups named. */
function chunkFiles(manifest: Manifest, keys: readonly string[], groups: readonly string[]): string[] {
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
  for (const group of groups) {
    const keys = Object.keys(manifest).filter((key) => manifest[key]?.name === group);
    if (keys.length === 0) throw new Error(`The build has no chunk of the group ${group} (screen-chunks.ts)`);
    keys.forEach(add);
  }
  return [...files].map((file) => file.replace(/^assets\//, ''));
}

type PrerenderEntry = { prerenderVisitorPage(path: string): Promise<string>; prerenderLoadingScreen(): Promise<string> };

/** Builds src/prerender.tsx for Node where its bare imports resolve: inside the repository's node_modules. */
async function buildServerEntry(webRoot: string): Promise<string> {
  const outDir = join(webRoot, '../../node_modules/.cache/vibematch-prerender');
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, minify: false },
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
        const visitorTemplate = withAfterPaintScript(indexHtml, { holdEarlyEvents: true, askEarly: false, preloads: [] });
        for (const [path, file] of Object.entries(VISITOR_PAGES)) {
          await writePage(outDir, join(PRERENDERED_FOLDER, file), visitorTemplate, `<div id="root">${await entry.prerenderVisitorPage(path)}</div>`);
        }
        const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const signedInTemplate = withAfterPaintScript(indexHtml, {
          holdEarlyEvents: false,
          askEarly: true,
          // The code every signed-in screen needs: its frame and the groups of screen-chunks.ts.
          preloads: chunkFiles(manifest, [SIGNED_IN_FRAME], [CHUNK_GROUPS.screens]),
          adminPreloads: chunkFiles(manifest, [ADMIN_FRAME], [CHUNK_GROUPS.screens, CHUNK_GROUPS.admin]),
        });
        await writePage(outDir, SIGNED_IN_PAGE, signedInTemplate, `<div id="root" data-loading-screen>${await entry.prerenderLoadingScreen()}</div>`);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
