import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { holdEarlyEvents } from './src/app/early-events.ts';

/**
 * The pages a visitor most often opens first, and the file each is prerendered into, in a dot
 * folder of the build that the static files are not served from: the API sends them in place of
 * index.html to a browser without a session (libs/runtime's serve-web-app.ts reads this folder).
 */
const VISITOR_PAGES = { '/': 'index.html', '/search': 'search.html' } as const;
const PRERENDERED_FOLDER = '.visitor';
const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/assets\/([\w-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/assets\/([\w-]+\.js)">/g;

/**
 * A page drawn in advance needs no script for its first paint, but a browser runs the app's
 * deferred entry script, when it is already here, before painting; and the entry's preloaded
 * chunks share the line with the stylesheet. This tiny entry preloads them and starts the app
 * after the first frame: the page is painted from the HTML and the stylesheet alone. Until the
 * app has taken the page over, it keeps what the visitor does on it (see early-events.ts).
 */
async function writeAfterPaintEntry(outDir: string, template: string): Promise<string> {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script of the app under /assets');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map(([, chunk]) => `/assets/${chunk}`);
  const code = [
    `(${holdEarlyEvents.toString()})();`,
    'requestAnimationFrame(()=>setTimeout(()=>{',
    `for(const href of ${JSON.stringify(preloads)})document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href,crossOrigin:""}));`,
    `import(${JSON.stringify(`./${entry}`)});`,
    '}));\n',
  ].join('');
  const file = `after-paint-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(outDir, 'assets', file), code);
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="/assets/${file}"></script>`);
}

type PrerenderEntry = { prerenderVisitorPage(path: string): Promise<string> };

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

/**
 * Vite plugin: after the browser build is written, draws the visitor's landing and search pages
 * into copies of index.html, so that their first paint needs the HTML and the stylesheet only
 * (no script). Runs before the precompress plugin's closeBundle, which compresses them too.
 */
export function prerenderVisitorPages(): Plugin {
  let webRoot = '';
  let outDir = '';
  return {
    name: 'vibematch:prerender-visitor-pages',
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
        const template = await writeAfterPaintEntry(outDir, indexHtml);
        await mkdir(join(outDir, PRERENDERED_FOLDER), { recursive: true });
        for (const [path, file] of Object.entries(VISITOR_PAGES)) {
          const markup = await entry.prerenderVisitorPage(path);
          await writeFile(join(outDir, PRERENDERED_FOLDER, file), template.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`));
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
