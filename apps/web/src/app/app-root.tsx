import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { Provider } from 'react-redux';
import { ToasterOnDemand } from '../components/toast/toaster-on-demand';
import { App } from './app';
import { store } from './store';

/**
 * The whole app under a router: the browser's in main.tsx, a fixed address's when a visitor's
 * page is prerendered at build time (prerender.tsx). One tree for both, so that the browser
 * hydrates exactly the markup the build wrote.
 */
export function AppRoot({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <Router>
          <App />
        </Router>
        <ToasterOnDemand />
      </Provider>
    </StrictMode>
  );
}
