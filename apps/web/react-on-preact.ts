import type { Alias } from 'vite';

/**
 * The app is written against React's API and typed by @types/react, and runs on Preact's
 * compatible runtime (decision 0028): react-dom alone was 207 kB of the 248 kB entry that every
 * page waits for, where Preact with its compatibility layer is about 26 kB. Every import of React
 * in the app and in its libraries (react-redux, react-router, Radix, Recharts) is resolved to it,
 * in the browser's build and in the build's prerender of the visitor's pages, so that what the
 * browser tests run is what is shipped. The dev server keeps React (see vite.config.ts).
 */
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** What the bundler tells of a build. */
interface BuildLog {
  code?: string;
  message: string;
  /** The module the message is about. */
  id?: string;
}

/** react-router's own modules (both of its builds). */
const REACT_ROUTER = /\/node_modules\/react-router\//;

/**
 * The bundler's log without its notice that Preact has no `useOptimistic`: react-router looks it
 * up by name and does without it when it is missing. Every other message is passed on, that one
 * about any other module too: a module that reads it from React's namespace without a fallback
 * would get undefined at run time. (A named import of it fails the build: a missing export.)
 */
export function withoutMissingUseOptimistic<Level>(level: Level, log: BuildLog, pass: (level: Level, log: BuildLog) => void): void {
  if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('`useOptimistic`') && REACT_ROUTER.test(log.id ?? '')) return;
  pass(level, log);
}
