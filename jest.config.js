// Jest in ESM mode (NestJS 12 and MikroORM 7 are ESM-only); SWC compiles TypeScript with decorator metadata.
import { readFileSync } from 'node:fs';

const swc = JSON.parse(readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
delete swc.$schema;

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^#([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^#runtime/local-services$': '<rootDir>/libs/runtime/src/local-services/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // @fastify/static requires content-disposition 3, an ES module: Node loads it (require of ESM),
    // Jest's module registry cannot. Version 2 is the same functions as CommonJS.
    '^content-disposition$': '<rootDir>/node_modules/content-disposition/dist/index.js',
  },
  // apps/web: only pure functions have *.spec.ts files; components are tested in the browser (Playwright).
  testMatch: ['<rootDir>/apps/*/src/**/*.spec.ts', '<rootDir>/apps/*/test/**/*.spec.ts', '<rootDir>/libs/**/*.spec.ts', '<rootDir>/bench/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30000,
  // Each test file loads the app's ESM modules afresh and Jest keeps some of every file's heap: run in a
  // worker process (even with one worker) that is replaced once a file leaves it above this size, so a
  // long suite neither runs out of heap nor stalls in garbage collection (which broke timing tests).
  workerIdleMemoryLimit: '1536MB',
  globalSetup: '<rootDir>/libs/testing/jest-global-setup.mjs',
};
