import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chartsOwnRedux } from './charts-own-redux';
import { precompress } from './precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // Pinned to this folder so the same config works whether Vite is started from the repo root or here.
  root: webRoot,
  plugins: [react(), tailwindcss(), chartsOwnRedux(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Which chunks each screen loads: read by the size budgets (.size-limit.js).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
