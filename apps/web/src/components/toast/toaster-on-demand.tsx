import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/store-hooks';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/**
 * Mounts the toaster once the first toast is shown and keeps it from then on: most visits show
 * none, so Radix Toast's code stays out of the first page load.
 */
export function ToasterOnDemand() {
  const anyToastShown = useAppSelector((state) => state.toast.nextId > 1);
  if (!anyToastShown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
