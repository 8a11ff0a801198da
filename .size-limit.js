// Size budgets of the built web app (`npm run size`, in `npm test` after the build): the gzipped
// JavaScript a browser downloads to show each screen, that is the entry, the screen's frame and
// the screen with every chunk they import, read from Vite's manifest of the build.
import { readFileSync } from 'node:fs';

const WEB_DIST = 'apps/web/dist';
const manifest = JSON.parse(readFileSync(`${WEB_DIST}/.vite/manifest.json`, 'utf8'));

const PUBLIC_FRAME = 'src/components/public-frame.tsx';
const SIGNED_IN_FRAME = 'src/features/app-frame/signed-in-frame.tsx';
const ADMIN_FRAME = 'src/features/admin/admin-frame.tsx';

/** The screens of apps/web/src/app/routes.tsx with the frame they are shown in (none: null). */
const routes = [
  { name: 'landing (/, /landing)', frame: null, screen: 'src/features/landing/landing-page.tsx', limit: '120 kB' },
  { name: 'sign-in and sign-up (/auth)', frame: null, screen: 'src/features/auth/auth-page.tsx' },
  { name: 'log out (/logout)', frame: null, screen: 'src/features/auth/logout-page.tsx' },
  { name: 'not found', frame: null, screen: 'src/features/not-found/not-found-page.tsx' },
  { name: 'log in to continue, signed out (/settings, /artist/:id, …)', frame: PUBLIC_FRAME, screen: 'src/features/auth/sign-in-prompt-page.tsx' },
  { name: 'blog, signed out (/blog)', frame: PUBLIC_FRAME, screen: 'src/features/blog/blog-list-page.tsx' },
  { name: 'blog article, signed out (/blog/:slug)', frame: PUBLIC_FRAME, screen: 'src/features/blog/blog-article-page.tsx' },
  { name: 'blog, signed in (/blog)', frame: SIGNED_IN_FRAME, screen: 'src/features/blog/blog-list-page.tsx' },
  { name: 'blog article, signed in (/blog/:slug)', frame: SIGNED_IN_FRAME, screen: 'src/features/blog/blog-article-page.tsx' },
  { name: 'role selection (onboarding)', frame: null, screen: 'src/features/onboarding/role-selection-page.tsx' },
  { name: 'curator profile set-up (onboarding)', frame: null, screen: 'src/features/onboarding/curator-profile-setup-page.tsx' },
  { name: 'dashboard (/)', frame: SIGNED_IN_FRAME, screen: 'src/features/dashboard/dashboard-page.tsx' },
  { name: 'artist profile (/artist/:id)', frame: SIGNED_IN_FRAME, screen: 'src/features/profile/artist-profile-page.tsx' },
  { name: 'curator profile (/curator/:id)', frame: SIGNED_IN_FRAME, screen: 'src/features/profile/curator-profile-page.tsx' },
  { name: 'search, signed out (/search)', frame: PUBLIC_FRAME, screen: 'src/features/search/search-page.tsx' },
  { name: 'search, signed in (/search)', frame: SIGNED_IN_FRAME, screen: 'src/features/search/search-page.tsx' },
  { name: 'settings (/settings)', frame: SIGNED_IN_FRAME, screen: 'src/features/settings/settings-page.tsx' },
  { name: 'balance, signed in and out (/balance)', frame: SIGNED_IN_FRAME, screen: 'src/features/wallet/balance-page.tsx' },
  { name: 'submissions (/submissions)', frame: SIGNED_IN_FRAME, screen: 'src/features/submissions/submissions-page.tsx' },
  { name: 'bounty discovery (/bounty-discovery)', frame: SIGNED_IN_FRAME, screen: 'src/features/bounties/bounty-discovery-page.tsx' },
  { name: 'campaign management (/campaigns)', frame: SIGNED_IN_FRAME, screen: 'src/features/campaigns/campaigns-page.tsx' },
  { name: 'admin frame alone, signed out or not an admin (/admin, /admin-panel)', frame: null, screen: ADMIN_FRAME },
  { name: 'admin panel (/admin, /admin-panel)', frame: ADMIN_FRAME, screen: 'src/features/admin/admin-panel-page.tsx' },
  { name: 'manage artists and curators (/manage-artists, /manage-curators)', frame: ADMIN_FRAME, screen: 'src/features/admin/manage-accounts-page.tsx' },
  { name: 'verification reviews (/admin/verification)', frame: ADMIN_FRAME, screen: 'src/features/admin/verification-reviews-page.tsx' },
  { name: 'ledger audit (/admin/ledger)', frame: ADMIN_FRAME, screen: 'src/features/admin/ledger-page.tsx' },
  { name: 'events (/admin/events)', frame: ADMIN_FRAME, screen: 'src/features/admin/events-page.tsx' },
  { name: 'projections (/admin/projections)', frame: ADMIN_FRAME, screen: 'src/features/admin/projections-page.tsx' },
];
const ANY_ROUTE_LIMIT = '200 kB';

/**
 * Parts a screen loads after it is shown, each measured by what it adds to its screen: the admin
 * panel's charts (recharts, with its own copy of Redux) come after the panel's numbers.
 */
const laterParts = [
  { name: "admin panel's charts, added once the panel shows (recharts)", shownIn: [ADMIN_FRAME, 'src/features/admin/admin-panel-page.tsx'], part: 'src/features/admin/coin-flow-charts.tsx', limit: '110 kB' },
];

// A screen or frame missing from the list above would go unmeasured: fail instead.
const listed = new Set(routes.flatMap(({ frame, screen }) => [frame, screen]));
const unlisted = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && /-(page|frame)\.tsx$/.test(key) && !listed.has(key));
if (unlisted.length > 0) throw new Error(`No size budget for ${unlisted.join(', ')}: add it to the routes in .size-limit.js`);

/** The chunk of a manifest key and every chunk it imports statically, as files. */
function filesOf(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build (renamed? update .size-limit.js)`);
  if (files.has(`${WEB_DIST}/${chunk.file}`)) return files;
  files.add(`${WEB_DIST}/${chunk.file}`);
  for (const imported of chunk.imports ?? []) filesOf(imported, files);
  return files;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The files a route's first screen loads: the entry, its frame and its screen with all they import. */
function routeFiles({ frame, screen }) {
  const files = filesOf(entry);
  for (const key of frame ? [frame, screen] : [screen]) filesOf(key, files);
  return files;
}

/**
 * A budget of files as well as bytes: on a phone's network each file costs a round trip, six at a
 * time (apps/web/screen-chunks.ts groups the shared code so that a screen stays under it).
 */
const FILES_LIMIT = 15;
const routesWithFiles = routes.map((route) => ({ ...route, files: routeFiles(route) }));
const overFiles = routesWithFiles.filter(({ files }) => files.size > FILES_LIMIT).map(({ name, files }) => `${name}: ${files.size}`);
if (overFiles.length > 0) throw new Error(`More than ${FILES_LIMIT} script files for ${overFiles.join(', ')} (see apps/web/screen-chunks.ts)`);

export default [
  ...routesWithFiles.map(({ name, files, limit = ANY_ROUTE_LIMIT }) => ({ name, path: [...files], limit, gzip: true })),
  ...laterParts.map(({ name, shownIn, part, limit }) => {
    const shown = filesOf(entry);
    for (const key of shownIn) filesOf(key, shown);
    const added = [...filesOf(part)].filter((file) => !shown.has(file));
    return { name, path: added, limit, gzip: true };
  }),
];
