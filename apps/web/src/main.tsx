import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot } from './app/app-root';
import { hasSignedInHint } from './api/base-api';
import { afterNextPaint, holdFirstScreenUntil } from './app/first-screen';
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
} else {
  const signedIn = hasSignedInHint();
  // Who is signed in decides the first screen: asked at once, not once React has drawn the
  // loading screen. The code of that screen is fetched meanwhile, once the loading screen is
  // painted (each file of a screen's code asked for costs the page about a millisecond), and a
  // signed-in user's screen is drawn once both are here (see holdFirstScreenUntil).
  if (signedIn) store.dispatch(askForSession());
  // Once the loading screen is painted.
  const firstScreenCode = afterNextPaint().then(() => preloadFirstScreen(pathname, signedIn));
  if (signedIn) holdFirstScreenUntil(firstScreenCode);
  createRoot(rootElement).render(app);
}
