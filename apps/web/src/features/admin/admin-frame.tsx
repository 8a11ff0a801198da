import { type ComponentType, useEffect, useRef } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { isCurrentPath, Link } from '../../components/link';
import { type LazyScreen, type ScreenModulesAt, screensIn } from '../../app/lazy-screen';
import { AccessDenied } from '../../components/access-denied';
import { Brand } from '../../components/brand';
import { buttonClassName } from '../../components/button';
import { useOptionalUser } from '../auth';

// Each admin screen is a chunk of its own, loaded by this frame: the route table of the app (in
// the code every visitor downloads) names the admin paths only, and the charts of the admin panel
// load with the admin panel alone. Found by path, as the app's screens are (app/routes.tsx).
const screen = screensIn(import.meta.glob<Record<string, ComponentType>>(['/src/features/admin/*-page.tsx', '!/src/features/admin/admin-page.tsx']));
const AdminPanelPage = screen('src/features/admin/admin-panel-page.tsx', 'AdminPanelPage');
const ManageArtistsPage = screen('src/features/admin/manage-accounts-page.tsx', 'ManageArtistsPage');
const ManageCuratorsPage = screen('src/features/admin/manage-accounts-page.tsx', 'ManageCuratorsPage');
const VerificationReviewsPage = screen('src/features/admin/verification-reviews-page.tsx', 'VerificationReviewsPage');
const LedgerPage = screen('src/features/admin/ledger-page.tsx', 'LedgerPage');
const EventsPage = screen('src/features/admin/events-page.tsx', 'EventsPage');
const ProjectionsPage = screen('src/features/admin/projections-page.tsx', 'ProjectionsPage');

const adminScreens: readonly { path: string; screen: LazyScreen }[] = [
  { path: '/admin', screen: AdminPanelPage },
  { path: '/admin-panel', screen: AdminPanelPage },
  { path: '/manage-artists', screen: ManageArtistsPage },
  { path: '/manage-curators', screen: ManageCuratorsPage },
  { path: '/admin/verification', screen: VerificationReviewsPage },
  { path: '/admin/ledger', screen: LedgerPage },
  { path: '/admin/events', screen: EventsPage },
  { path: '/admin/projections', screen: ProjectionsPage },
];

/** The modules of the admin screens at each path, for the build (see prerender.tsx). */
export function adminScreenModules(): ScreenModulesAt[] {
  return adminScreens.map(({ path, screen: { module } }) => ({ path, modules: [module] }));
}

interface AdminNavItem {
  to: string;
  label: string;
  /** Other paths that show the same screen (spec 2.15: /admin and /admin-panel). */
  alsoAt?: string;
}

const adminNavItems: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Overview', alsoAt: '/admin-panel' },
  { to: '/manage-artists', label: 'Artists' },
  { to: '/manage-curators', label: 'Curators' },
  { to: '/admin/verification', label: 'Verification' },
  { to: '/admin/ledger', label: 'Ledger' },
  { to: '/admin/events', label: 'Events' },
  { to: '/admin/projections', label: 'Projections' },
];

const linkClassName =
  'rounded-md px-2 py-1 font-medium whitespace-nowrap text-slate-700 hover:text-slate-950 hover:underline focus-visible:outline-2 focus-visible:outline-slate-900';

function AdminNav() {
  const { pathname } = useLocation();
  const activeTab = useRef<HTMLAnchorElement | null>(null);
  // On a narrow screen the tabs scroll sideways: the current one is brought into view. In braces:
  // where scrollIntoView answers a promise (recent Chromium), React took it for the effect's
  // cleanup and threw at the next navigation, blanking the admin pages.
  useEffect(() => {
    activeTab.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav aria-label="Admin" className="overflow-x-auto border-t border-slate-100 px-1 py-1.5">
      <ul className="mx-auto flex max-w-6xl gap-1 px-3">
        {adminNavItems.map((item) => {
          const isCurrent = isCurrentPath(pathname, item.to);
          return (
            <li key={item.to} className="shrink-0">
              <Link
                to={item.to}
                ref={item.to === pathname || item.alsoAt === pathname ? activeTab : undefined}
                aria-current={isCurrent ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${
                  isCurrent || pathname === item.alsoAt ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AdminScreen() {
  const { pathname } = useLocation();
  const Screen = adminScreens.find(({ path }) => matchPath(path, pathname))?.screen;
  if (!Screen) {
    return (
      <main className="mx-auto grid max-w-xl gap-2 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">No such admin page</h1>
        <p className="text-slate-700">Choose one of the admin pages above.</p>
      </main>
    );
  }
  return <Screen />;
}

/** /admin and /admin-panel signed out (spec 2.1 lists them for visitors): only a way to log in. */
function SignedOut() {
  return (
    <AccessDenied message="The admin panel is for admins. Log in with an admin account to open it.">
      <Link to="/auth" className={`${buttonClassName('primary')} mt-2 justify-self-center`}>
        Log in
      </Link>
    </AccessDenied>
  );
}

/**
 * The frame of every admin screen (spec 2.15's header: Back to Site, Settings, Logout) with the
 * admin screens as tabs. Anyone but an admin sees "Access Denied" instead; the server refuses them
 * every admin call anyway, so this only spares them a screen of failures.
 */
export function AdminFrame() {
  const user = useOptionalUser();
  if (!user) return <SignedOut />;
  if (!user.isAdmin) {
    return (
      <AccessDenied message="Only admins can open the admin pages.">
        <Link to="/" className={`${buttonClassName('secondary')} mt-2 justify-self-center`}>
          Back to Site
        </Link>
      </AccessDenied>
    );
  }
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <p className="flex items-baseline gap-2">
            <Brand className="hidden text-lg sm:inline" />
            <span className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Admin</span>
          </p>
          <nav aria-label="Account" className="flex items-center gap-1 text-sm sm:gap-2">
            <Link to="/" className={linkClassName}>
              Back to Site
            </Link>
            <Link to="/settings" className={linkClassName}>
              Settings
            </Link>
            <Link to="/logout" className={linkClassName}>
              Logout
            </Link>
          </nav>
        </div>
        <AdminNav />
      </header>
      <AdminScreen />
    </div>
  );
}
