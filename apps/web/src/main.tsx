import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot } from './app/app-root';
import { hasSignedInHint } from './api/base-api';
import { dropEarlySessionAnswer } from './api/early-requests';
import { afterNextPaint } from './app/first-screen';
import { preloadFirstScreen } from './app/routes';
import { store } from './app/store';
import { askForSession } from './features/auth';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const app = <AppRoot Router={BrowserRouter} />;
const pathname = window.location.pathname;
// A signed-in user's page comes with the loading screen drawn (data-loading-screen, decision 0026):
// React draws over it, as over an empty root.
if (rootElement.hasChildNodes() && !('loadingScreen' in rootElement.dataset)) {
  // The server sends a visitor's landing and search pages with their markup already drawn (built
  // by prerender.tsx): the browser paints them before any script runs, and React takes them over
  // once their screens' code is here, so that it finds them drawn as they are (see lazyScreen).
  // In a transition, the taking over is done in slices between which the browser stays responsive.
  void preloadFirstScreen(pathname, false).then(() => startTransition(() => void hydrateRoot(rootElement, app)));
} else if (hasSignedInHint()) {
  // Who is signed in decides the first screen: asked at once. The code of that screen is fetched
  // meanwhile, once the loading screen that the server drew is painted (each file of a screen's
  // code asked for costs the page about a millisecond). React draws once both are here: its first
  // render is the user's screen, in place of the loading screen, and not the loading screen again
  // followed by the screen (two renders of the whole app in the page's busiest moment).
  const session = store.dispatch(askForSession());
  const firstScreenCode = afterNextPaint().then(() => preloadFirstScreen(pathname, true));
  void Promise.allSettled([session, firstScreenCode]).then(() => createRoot(rootElement).render(app));
} else {
  // A visitor's page that the server did not draw (the sign-in page), or a signed-in page whose
  // session had ended (its first script's ask answered 401 and cleared the hint): its screen's
  // code is fetched once the first frame is painted, while React draws it.
  dropEarlySessionAnswer();
  void afterNextPaint().then(() => preloadFirstScreen(pathname, false));
  createRoot(rootElement).render(app);
}
