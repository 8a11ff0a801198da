import { LoadingScreen } from '../components/loading-screen';
import { usePageVisitTracking } from '../features/analytics/use-page-visit-tracking';
import { useSession } from '../features/auth/use-session';
import { AppRoutes } from './routes';

export function App() {
  usePageVisitTracking();
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  return <AppRoutes user={session.status === 'signed-in' ? session.user : null} />;
}
