import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chartsOwnRedux } from './charts-own-redux.ts';
import { precompress } from './precompress.ts';
import { prerenderPages } from './prerender-pages.ts';
import { reactOnPreact, withoutMissingUseOptimistic } from './react-on-preact.ts';
import { reactRouterTreeShaking } from './react-router-tree-shaking.ts';
import { screenChunks } from './screen-chunks.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-router's package exports only its development build (warnings, invariant messages); a
 * production bundle takes the production build it ships beside it (about 0.5 kB gzip off every page).
 */
const reactRouterBuild = (file: string): string => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  // react-router-dom re-exports this entry too: from the same build, so that both share one router context.
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  // Pinned to this folder so the same config works whether Vite is started from the repo root or here.
  root: webRoot,
  plugins: [react(), tailwindcss(), chartsOwnRedux(), reactRouterTreeShaking(), prerenderPages(), precompress()],
  // The dev server keeps React itself, whose Fast Refresh updates a changed component in place;
  // the build, which every browser test runs, is on Preact (react-on-preact.ts).
  resolve: { alias: command === 'build' ? [...reactRouterProduction, ...reactOnPreact] : [] },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Which chunks each screen loads: read by the size budgets (.size-limit.js).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: screenChunks(webRoot) }, onLog: withoutMissingUseOptimistic },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
}));
