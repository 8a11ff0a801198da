import type { ComponentType } from 'react';
import { matchPath, Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { giveUpEarlyAnswers } from '../api/early-requests';
import type { User } from '../features/auth';
import { replayEarlyEvents } from './early-events';
import { markFirstScreenShown } from './first-screen';
import { type LazyScreen, type ScreenModulesAt, screensIn } from './lazy-screen';

/**
 * The screens and frames below, each a chunk of its own loaded the first time it is shown, found
 * by path so that the build knows which chunks each route's screen needs (signedInScreenModules).
 * The admin area's pages are its frame's to load; the other files matched by name are parts of screens.
 */
const screen = screensIn(
  import.meta.glob<Record<string, ComponentType>>([
    '/src/features/*/*-{page,frame}.tsx',
    '/src/components/public-frame.tsx',
    '!/src/features/admin/*-page.tsx',
    '!/src/features/matching/player-frame.tsx',
    '!/src/features/profile/profile-page-frame.tsx',
  ]),
);

const PublicFrame = screen('src/components/public-frame.tsx', 'PublicFrame');
const SignedInFrame = screen('src/features/app-frame/signed-in-frame.tsx', 'SignedInFrame');
const AuthPage = screen('src/features/auth/auth-page.tsx', 'AuthPage');
const LogoutPage = screen('src/features/auth/logout-page.tsx', 'LogoutPage');
const SignInPromptPage = screen('src/features/auth/sign-in-prompt-page.tsx', 'SignInPromptPage');
const BlogArticlePage = screen('src/features/blog/blog-article-page.tsx', 'BlogArticlePage');
const BlogListPage = screen('src/features/blog/blog-list-page.tsx', 'BlogListPage');
const DashboardPage = screen('src/features/dashboard/dashboard-page.tsx', 'DashboardPage');
const LandingPage = screen('src/features/landing/landing-page.tsx', 'LandingPage');
const NotFoundPage = screen('src/features/not-found/not-found-page.tsx', 'NotFoundPage');
const CuratorProfileSetupPage = screen('src/features/onboarding/curator-profile-setup-page.tsx', 'CuratorProfileSetupPage');
const RoleSelectionPage = screen('src/features/onboarding/role-selection-page.tsx', 'RoleSelectionPage');
const ArtistProfilePage = screen('src/features/profile/artist-profile-page.tsx', 'ArtistProfilePage');
const CuratorProfilePage = screen('src/features/profile/curator-profile-page.tsx', 'CuratorProfilePage');
const SearchPage = screen('src/features/search/search-page.tsx', 'SearchPage');
const BalancePage = screen('src/features/wallet/balance-page.tsx', 'BalancePage');
const BalanceSignInPrompt = screen('src/features/wallet/balance-page.tsx', 'BalanceSignInPrompt');
const BountyDiscoveryPage = screen('src/features/bounties/bounty-discovery-page.tsx', 'BountyDiscoveryPage');
const CampaignsPage = screen('src/features/campaigns/campaigns-page.tsx', 'CampaignsPage');
const SubmissionsPage = screen('src/features/submissions/submissions-page.tsx', 'SubmissionsPage');
const SettingsPage = screen('src/features/settings/settings-page.tsx', 'SettingsPage');
// The admin area: one frame that loads the admin screen of the path itself.
const AdminFrame = screen('src/features/admin/admin-frame.tsx', 'AdminFrame');

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
    routes: [
      ...blogRoutes,
      { path: '/search', screen: SearchPage },
      { path: '/balance', screen: BalanceSignInPrompt },
      // The signed-in app's other addresses (a profile found in search, a page left open after logging out).
      ...['/artist/:id', '/curator/:id', '/submissions', '/bounty-discovery', '/campaigns', '/settings'].map((path) => ({ path, screen: SignInPromptPage })),
    ],
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
  // The landing page's signed-in address is the visitor's home page.
  signedOut: [{ path: '/landing', element: <Navigate to="/" replace /> }, ...withNotFound(signedOutRoutes)],
  choosingRole: onboardingOnly(RoleSelectionPage),
  settingUpCuratorProfile: onboardingOnly(CuratorProfileSetupPage),
  // Signed in, the sign-in page (the landing page's Join buttons lead there) is the dashboard.
  signedIn: [{ path: '/auth', element: <Navigate to="/" replace /> }, ...withNotFound(signedInRoutes)],
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

/**
 * The modules each signed-in route's screen is drawn with, for the build: the signed-in user's
 * page preloads the chunks of the route at its address (see prerender.tsx).
 */
export function signedInScreenModules(): ScreenModulesAt[] {
  return signedInRoutes.flatMap(({ layout, routes }) =>
    routes.flatMap(({ path, screen }) => (screen ? [{ path, modules: [...(layout ? [layout.module] : []), screen.module] }] : [])),
  );
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
