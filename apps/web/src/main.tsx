import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot } from './app/app-root';
import { preloadVisitorScreen } from './app/routes';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const screenLoaded = preloadVisitorScreen(window.location.pathname);
const app = <AppRoot Router={BrowserRouter} />;
// The server sends a visitor's landing and search pages with their markup already drawn (built
// by prerender.tsx): the browser paints them before any script runs, and React takes them over
// once their screens' code is here, so that it finds them drawn as they are (see lazyScreen).
// In a transition, the taking over is done in slices between which the browser stays responsive.
if (rootElement.hasChildNodes()) void screenLoaded.then(() => startTransition(() => void hydrateRoot(rootElement, app)));
else createRoot(rootElement).render(app);
