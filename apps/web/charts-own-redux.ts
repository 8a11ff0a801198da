import type { Plugin } from 'vite';

/** The Redux packages the app itself runs on, which recharts uses too. */
const REDUX_STACK = /\/node_modules\/(@reduxjs\/toolkit|react-redux|redux|redux-thunk|immer)\//;
const CHARTS_COPY = '?charts-copy';

/**
 * Vite plugin: recharts (the admin panel's charts) gets a copy of Redux of its own, in the charts'
 * chunk. Shared, the one copy would live in the chunk that every visitor downloads, and Rollup
 * keeps there every export that any importer uses: the parts only the charts use (the listener
 * middleware and more) would weigh on the landing page's budget. The app and the charts never
 * share a store, so two copies change nothing but where the bytes are.
 */
export function chartsOwnRedux(): Plugin {
  return {
    name: 'charts-own-redux',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(importer.includes('/node_modules/recharts/') || importer.endsWith(CHARTS_COPY))) return null;
      const resolved = await this.resolve(source, importer.replace(CHARTS_COPY, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !REDUX_STACK.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${CHARTS_COPY}` };
    },
  };
}
