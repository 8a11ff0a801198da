import { useDeferredValue } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import { usePageVisitTracking } from '../features/analytics';
import { useSession } from '../features/auth';
import { AppRoutes } from './routes';

export function App() {
  usePageVisitTracking();
  // The session's answer arrives as a store update, which React renders in one go: the first
  // screen (the whole landing page) would be one long task. Deferred, it renders in slices
  // between which the browser stays responsive, and the loading screen stays until it is ready.
  const session = useDeferredValue(useSession());
  if (session.status === 'loading') return <LoadingScreen />;
  return <AppRoutes user={session.status === 'signed-in' ? session.user : null} />;
}
