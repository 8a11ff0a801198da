import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingScreen } from '../components/loading-screen';

/**
 * A screen whose code is fetched the first time it is shown, so that a visitor downloads only the
 * screens they open (the landing and sign-in pages stay small). Takes the module's named export.
 */
export function lazyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return function LazyScreen() {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
      </Suspense>
    );
  };
}
