import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import type { User } from '../features/auth/auth.api';
import { AuthPage } from '../features/auth/auth-page';
import { LogoutPage } from '../features/auth/logout-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { LandingPage } from '../features/landing/landing-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { CuratorProfileSetupPage } from '../features/onboarding/curator-profile-setup-page';
import { RoleSelectionPage } from '../features/onboarding/role-selection-page';

/**
 * The route table of spec 2.1, in full. A `screen` of null marks a route the spec lists whose
 * screen is not built yet: until it is, that path shows the 404 page. Add a screen here when
 * its feature lands.
 */
interface RouteEntry {
  path: string;
  screen: ComponentType | null;
}

/** "Loading, or signed out" (loading itself shows a loading state before any route). */
const signedOutRoutes: readonly RouteEntry[] = [
  { path: '/', screen: LandingPage },
  { path: '/auth', screen: AuthPage },
  { path: '/blog', screen: null },
  { path: '/search', screen: null },
  { path: '/admin', screen: null },
  { path: '/admin-panel', screen: null },
  { path: '/logout', screen: LogoutPage },
];

/** Signed in with a role and, for a curator, a complete curator profile. */
const signedInRoutes: readonly RouteEntry[] = [
  { path: '/', screen: DashboardPage },
  { path: '/landing', screen: null },
  { path: '/artist/:id', screen: null },
  { path: '/curator/:id', screen: null },
  { path: '/search', screen: null },
  { path: '/submissions', screen: null },
  { path: '/bounty-discovery', screen: null },
  { path: '/campaigns', screen: null },
  { path: '/balance', screen: null },
  { path: '/settings', screen: null },
  { path: '/manage-artists', screen: null },
  { path: '/manage-curators', screen: null },
  { path: '/admin', screen: null },
  { path: '/admin-panel', screen: null },
  { path: '/blog', screen: null },
  { path: '/logout', screen: LogoutPage },
];

function withNotFound(entries: readonly RouteEntry[]): RouteObject[] {
  const built = entries.flatMap(({ path, screen: Screen }) => (Screen ? [{ path, element: <Screen /> }] : []));
  return [...built, { path: '*', element: <NotFoundPage /> }];
}

/**
 * Every path shows the onboarding screen, except /logout: the spec's own log-out route, kept
 * reachable so that a new user is never stuck on a screen they cannot leave.
 */
function onboardingOnly(Screen: ComponentType): RouteObject[] {
  return [
    { path: '/logout', element: <LogoutPage /> },
    { path: '*', element: <Screen /> },
  ];
}

const routeSets = {
  signedOut: withNotFound(signedOutRoutes),
  choosingRole: onboardingOnly(RoleSelectionPage),
  settingUpCuratorProfile: onboardingOnly(CuratorProfileSetupPage),
  signedIn: withNotFound(signedInRoutes),
} satisfies Record<string, RouteObject[]>;

type RouteSet = keyof typeof routeSets;

export function routeSetFor(user: User | null): RouteSet {
  if (!user) return 'signedOut';
  if (user.role === null) return 'choosingRole';
  if (user.role !== 'artist' && !user.curatorProfileComplete) return 'settingUpCuratorProfile';
  return 'signedIn';
}

export function AppRoutes({ user }: { user: User | null }) {
  return useRoutes(routeSets[routeSetFor(user)]);
}
