import { type ComponentType, type FunctionComponent, lazy, Suspense } from 'react';
import { LoadingScreen } from '../components/loading-screen';

export interface LazyScreen extends FunctionComponent {
  /** Starts fetching the screen's code ahead of showing it. */
  preload(): void;
}

/**
 * A screen whose code is fetched the first time it is shown (or preloaded), so that a visitor
 * downloads only the screens they open: the landing and sign-in pages stay small. Takes the
 * module's named export.
 */
export function lazyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyScreen {
  let loading: Promise<Record<Name, ComponentType>> | null = null;
  // One fetch for the preload and the render; a failed one is tried again at the next call.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await loadOnce())[name] }));
  function ScreenWhenLoaded() {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
      </Suspense>
    );
  }
  return Object.assign(ScreenWhenLoaded, { preload: () => void loadOnce().catch(() => undefined) });
}
