import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement, ReactNode } from 'react';
import { matchPath, StaticRouter } from 'react-router-dom';
import { AppRoot } from './app/app-root';
import type { ScreenModulesAt } from './app/lazy-screen';
import { signedInScreenModules as appScreenModules } from './app/routes';
import { LoadingScreen } from './components/loading-screen';
import { adminScreenModules } from './features/admin/admin-frame';

/**
 * The markup of a tree once every lazy screen in it has loaded, drawn by Preact's renderer: the
 * runtime the browser takes the page over with (react-on-preact.ts). Its element types are
 * React's, as the whole app is written against React's API, which Preact's compatibility layer
 * implements.
 */
const render = async (element: ReactElement): Promise<string> => renderToStringAsync(element as unknown as VNode);

/**
 * The build's server entry (see apps/web/prerender-pages.ts): the markup a visitor's
 * first render draws at this address, once every lazy screen on it has loaded. It holds no data
 * from the API, only what a visitor's first render shows before any answer.
 */
export async function prerenderVisitorPage(path: string): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  return render(<AppRoot Router={Router} />);
}

/**
 * The app's loading screen, as a signed-in user's first render draws it while it asks who is
 * signed in: the page sent to a browser with a session shows it before any script has run.
 */
export async function prerenderLoadingScreen(): Promise<string> {
  return render(<LoadingScreen />);
}

/**
 * The modules each signed-in route's screen is drawn with, for the signed-in user's page, which
 * preloads the chunks of the first route matching its address (apps/web/prerender-pages.ts). The
 * admin frame's own screens come first, each with the modules of the app's route that shows the
 * frame at its path.
 */
export function signedInScreenModules(): ScreenModulesAt[] {
  const app = appScreenModules();
  const frameAt = (path: string) => app.find((route) => matchPath(route.path, path))?.modules ?? [];
  return [...adminScreenModules().map(({ path, modules }) => ({ path, modules: [...frameAt(path), ...modules] })), ...app];
}
