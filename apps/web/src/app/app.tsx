import { useDeferredValue } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import { usePageVisitTracking } from '../features/analytics';
import { useSession } from '../features/auth';
import { firstScreenShown } from './first-screen';
import { AppRoutes } from './routes';

export function App() {
  usePageVisitTracking(firstScreenShown);
  const session = useSession();
  // The session's answer arrives as an update that React would render in one go: the first screen
  // (the whole landing page) would be one long task. Deferred, it renders in slices between which
  // the browser stays responsive, and the loading screen stays until it is ready.
  const shown = useDeferredValue(session);
  if (shown.status === 'loading') return <LoadingScreen />;
  return <AppRoutes user={shown.status === 'signed-in' ? shown.user : null} />;
}
