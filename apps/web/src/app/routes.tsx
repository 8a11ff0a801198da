import { matchPath, type RouteObject, useRoutes } from 'react-router-dom';
import { giveUpEarlyAnswers } from '../api/early-requests';
import type { User } from '../features/auth';
import { replayEarlyEvents } from './early-events';
import { markFirstScreenShown } from './first-screen';
import { type LazyScreen, lazyScreen } from './lazy-screen';

// One chunk per screen and per frame, loaded when first shown.
const PublicFrame = lazyScreen(() => import('../components/public-frame'), 'PublicFrame');
const SignedInFrame = lazyScreen(() => import('../features/app-frame/signed-in-frame'), 'SignedInFrame');
const AuthPage = lazyScreen(() => import('../features/auth/auth-page'), 'AuthPage');
const LogoutPage = lazyScreen(() => import('../features/auth/logout-page'), 'LogoutPage');
const BlogArticlePage = lazyScreen(() => import('../features/blog/blog-article-page'), 'BlogArticlePage');
const BlogListPage = lazyScreen(() => import('../features/blog/blog-list-page'), 'BlogListPage');
const DashboardPage = lazyScreen(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
const LandingPage = lazyScreen(() => import('../features/landing/landing-page'), 'LandingPage');
const NotFoundPage = lazyScreen(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
const CuratorProfileSetupPage = lazyScreen(() => import('../features/onboarding/curator-profile-setup-page'), 'CuratorProfileSetupPage');
const RoleSelectionPage = lazyScreen(() => import('../features/onboarding/role-selection-page'), 'RoleSelectionPage');
const ArtistProfilePage = lazyScreen(() => import('../features/profile/artist-profile-page'), 'ArtistProfilePage');
const CuratorProfilePage = lazyScreen(() => import('../features/profile/curator-profile-page'), 'CuratorProfilePage');
const SearchPage = lazyScreen(() => import('../features/search/search-page'), 'SearchPage');
const BalancePage = lazyScreen(() => import('../features/wallet/balance-page'), 'BalancePage');
const BalanceSignInPrompt = lazyScreen(() => import('../features/wallet/balance-page'), 'BalanceSignInPrompt');
const BountyDiscoveryPage = lazyScreen(() => import('../features/bounties/bounty-discovery-page'), 'BountyDiscoveryPage');
const CampaignsPage = lazyScreen(() => import('../features/campaigns/campaigns-page'), 'CampaignsPage');
const SubmissionsPage = lazyScreen(() => import('../features/submissions/submissions-page'), 'SubmissionsPage');
const SettingsPage = lazyScreen(() => import('../features/settings/settings-page'), 'SettingsPage');
// The admin area: one frame that loads the admin screen of the path itself.
const AdminFrame = lazyScreen(() => import('../features/admin/admin-frame'), 'AdminFrame');

/**
 * The route table of spec 2.1, in full. A `screen` of null marks a route the spec lists whose
 * screen is not built yet: until it is, that path shows the 404 page. Add a screen here when
 * its feature lands.
 */
interface RouteEntry {
  path: string;
  screen: LazyScreen | null;
}

/** Routes sharing a layout: the frame drawn around their screens (an `<Outlet />`), or none. */
interface RouteGroup {
  layout?: LazyScreen;
  routes: readonly RouteEntry[];
}

const blogRoutes: readonly RouteEntry[] = [
  { path: '/blog', screen: BlogListPage },
  { path: '/blog/:slug', screen: BlogArticlePage },
];

/** "Loading, or signed out" (loading itself shows a loading state before any route). */
const signedOutRoutes: readonly RouteGroup[] = [
  {
    routes: [
      { path: '/', screen: LandingPage },
      { path: '/auth', screen: AuthPage },
      { path: '/admin', screen: AdminFrame },
      { path: '/admin-panel', screen: AdminFrame },
      { path: '/logout', screen: LogoutPage },
    ],
  },
  {
    layout: PublicFrame,
    routes: [...blogRoutes, { path: '/search', screen: SearchPage }, { path: '/balance', screen: BalanceSignInPrompt }],
  },
];

/** Signed in with a role and, for a curator, a complete curator profile. */
const signedInRoutes: readonly RouteGroup[] = [
  // The landing page has its own top bar; logging out shows only a progress message.
  {
    routes: [
      { path: '/landing', screen: LandingPage },
      { path: '/logout', screen: LogoutPage },
    ],
  },
  {
    layout: SignedInFrame,
    routes: [
      { path: '/', screen: DashboardPage },
      { path: '/artist/:id', screen: ArtistProfilePage },
      { path: '/curator/:id', screen: CuratorProfilePage },
      { path: '/search', screen: SearchPage },
      { path: '/submissions', screen: SubmissionsPage },
      { path: '/bounty-discovery', screen: BountyDiscoveryPage },
      { path: '/campaigns', screen: CampaignsPage },
      { path: '/balance', screen: BalancePage },
      { path: '/settings', screen: SettingsPage },
      ...blogRoutes,
    ],
  },
  // Spec 2.15's own header, and issue 9's ledger, events and projections pages under /admin/.
  {
    routes: [
      { path: '/admin/*', screen: AdminFrame },
      { path: '/admin-panel', screen: AdminFrame },
      { path: '/manage-artists', screen: AdminFrame },
      { path: '/manage-curators', screen: AdminFrame },
    ],
  },
];

/**
 * Once a page's screen (not its frame) is shown: the page drawn in advance is all React's, the
 * first screen has taken what the page's first script asked for it, and what waited for the
 * first screen goes on. Later screens find all three done.
 */
function screenShown(): void {
  replayEarlyEvents();
  giveUpEarlyAnswers();
  markFirstScreenShown();
}

function builtRoutes(entries: readonly RouteEntry[]): RouteObject[] {
  return entries.flatMap(({ path, screen: Screen }) => (Screen ? [{ path, element: <Screen onShown={screenShown} /> }] : []));
}

function withNotFound(groups: readonly RouteGroup[]): RouteObject[] {
  const built = groups.flatMap(({ layout: Layout, routes }) => (Layout ? [{ element: <Layout />, children: builtRoutes(routes) }] : builtRoutes(routes)));
  return [...built, { path: '*', element: <NotFoundPage onShown={screenShown} /> }];
}

/**
 * Every path shows the onboarding screen, except /logout: the spec's own log-out route, kept
 * reachable so that a new user is never stuck on a screen they cannot leave.
 */
function onboardingOnly(Screen: LazyScreen): RouteObject[] {
  return [
    { path: '/logout', element: <LogoutPage onShown={screenShown} /> },
    { path: '*', element: <Screen onShown={screenShown} /> },
  ];
}

const routeSets = {
  signedOut: withNotFound(signedOutRoutes),
  choosingRole: onboardingOnly(RoleSelectionPage),
  settingUpCuratorProfile: onboardingOnly(CuratorProfileSetupPage),
  signedIn: withNotFound(signedInRoutes),
} satisfies Record<string, RouteObject[]>;

type RouteSet = keyof typeof routeSets;

/**
 * Starts fetching the code of the screen (and its frame) shown at this path, for the start of the
 * app while the session is being checked, so that the first screen arrives with the session's
 * answer instead of after it. Whether the user is signed in is told by the server's readable
 * hint cookie: a visitor's screens for a visitor, a signed-in user's for a signed-in user (who
 * may still be in onboarding: then the frame's and the page's code are fetched for nothing).
 * Resolves once they are loaded (or failed to).
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean): Promise<unknown> {
  const loading: Promise<void>[] = [];
  for (const { layout, routes } of signedIn ? signedInRoutes : signedOutRoutes) {
    const screen = routes.find(({ path }) => matchPath(path, pathname))?.screen;
    if (!screen) continue;
    if (layout) loading.push(layout.preload());
    loading.push(screen.preload());
  }
  return Promise.all(loading);
}

export function routeSetFor(user: User | null): RouteSet {
  if (!user) return 'signedOut';
  if (user.role === null) return 'choosingRole';
  if (user.role !== 'artist' && !user.curatorProfileComplete) return 'settingUpCuratorProfile';
  return 'signedIn';
}

export function AppRoutes({ user }: { user: User | null }) {
  return useRoutes(routeSets[routeSetFor(user)]);
}
