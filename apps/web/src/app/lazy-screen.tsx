import { type ComponentType, type FunctionComponent, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { ScreenError } from '../components/screen-error';

/** Calls onShown once what it holds is on screen: for a page drawn in advance, once React has taken it over. */
function Shown({ onShown, children }: { onShown?: () => void; children: ReactNode }) {
  useEffect(() => onShown?.(), [onShown]);
  return children;
}

interface LazyScreenProps {
  /** Called once the screen is shown, inside its own boundary (a frame's comes before its page's). */
  onShown?: () => void;
}

export interface LazyScreen extends FunctionComponent<LazyScreenProps> {
  /** Fetches the screen's code ahead of showing it; resolves once it is there (never rejects). */
  preload(): Promise<void>;
  /** The screen's module, as the build names it (`src/…`). */
  module: string;
}

/**
 * A screen whose code is fetched the first time it is shown (or preloaded), so that a visitor
 * downloads only the screens they open: the landing and sign-in pages stay small. Takes the
 * module's named export.
 */
function lazyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name, module: string): LazyScreen {
  let loading: Promise<Record<Name, ComponentType>> | null = null;
  let loaded: ComponentType | null = null;
  // One fetch for the preload and the render; a failed one is tried again at the next call.
  const loadOnce = () =>
    (loading ??= load().then(
      (exports) => {
        loaded = exports[name];
        if (!loaded) throw new Error(`${module} exports no ${name}`);
        return exports;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await loadOnce())[name] }));
  function ScreenWhenLoaded({ onShown }: LazyScreenProps) {
    // Code already here is drawn at once, without suspending: a page that the server sent drawn
    // is then taken over as it is (a boundary that suspends while hydrating may be drawn anew).
    // Chosen once per mount, so that the screen's type never changes under it.
    const [Screen] = useState(() => loaded ?? Lazy);
    const { pathname } = useLocation();
    // A screen that fails (its code did not arrive) is replaced by a way out, and counts as shown:
    // what waits for the first screen (the menu's code) still comes.
    return (
      <ErrorBoundary
        // Another address of the same screen (/artist/a to /artist/b) tries again.
        resetKeys={[pathname]}
        fallback={
          <Shown onShown={onShown}>
            <ScreenError />
          </Shown>
        }
      >
        <Suspense fallback={<LoadingScreen />}>
          <Shown onShown={onShown}>
            <Screen />
          </Shown>
        </Suspense>
      </ErrorBoundary>
    );
  }
  return Object.assign(ScreenWhenLoaded, { preload: () => loadOnce().then(() => undefined, () => undefined), module });
}

/** The modules a route's screen is drawn with (its frame's, then its own), by the route's path. */
export interface ScreenModulesAt {
  path: string;
  modules: string[];
}

/** Modules found with `import.meta.glob` from the web root (`/src/…`), each loaded when first asked. */
export type ScreenModules = Record<string, () => Promise<Record<string, ComponentType>>>;

/**
 * Screens of modules found by path, each knowing its module (`src/…`): the build tells from it
 * which chunks a route's screen needs (apps/web/prerender-pages.ts).
 */
export function screensIn(modules: ScreenModules): (module: string, name: string) => LazyScreen {
  return (module, name) => {
    const load = modules[`/${module}`];
    if (!load) throw new Error(`No screen module ${module} among those found`);
    return lazyScreen(load, name, module);
  };
}
