import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoot } from './app/app-root';
import { LoadingScreen } from './components/loading-screen';

/**
 * The build's server entry (see apps/web/prerender-pages.ts): the markup a visitor's
 * first render draws at this address, once every lazy screen on it has loaded. It holds no data
 * from the API, only what a visitor's first render shows before any answer.
 */
export async function prerenderVisitorPage(path: string): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const { prelude } = await prerender(<AppRoot Router={Router} />);
  return new Response(prelude).text();
}

/**
 * The app's loading screen, as a signed-in user's first render draws it while it asks who is
 * signed in: the page sent to a browser with a session shows it before any script has run.
 */
export async function prerenderLoadingScreen(): Promise<string> {
  const { prelude } = await prerender(<LoadingScreen />);
  return new Response(prelude).text();
}
