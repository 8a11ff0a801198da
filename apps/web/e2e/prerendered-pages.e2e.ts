import { type BrowserContext, type Locator, type Page, expect, test } from '@playwright/test';
import { currentUserId, signInAdminThroughApi, signUpArtist, signUpCuratorThroughApi, signUpThroughApi } from './support/accounts';
import { holdRequests } from './support/held-requests';

// A visitor's landing and search pages come with their markup drawn at build time
// (apps/web/prerender-pages.ts), and React takes that markup over instead of drawing it anew.

/**
 * Holds back the app's scripts until the returned function is called; the pages' first script,
 * written into the page itself, runs at once.
 */
const holdAppScripts = (page: Page): Promise<() => void> => holdRequests(page, '**/assets/*.js');

/** Resolves once the app has taken the page over: its first effect records the visit. */
const appStarted = (page: Page) => page.waitForRequest((request) => new URL(request.url()).pathname === '/api/analytics/page-visit');

/**
 * Opens a visitor's page with its scripts held back, keeps aside the heading that the HTML alone
 * brought, then lets the app start and waits until it has taken the page over.
 */
async function openKeepingServerHeading(page: Page, path: string): Promise<void> {
  const release = await holdAppScripts(page);
  const started = appStarted(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('#root h1').waitFor({ state: 'attached' });
  await page.evaluate(() => ((window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#root h1')));
  release();
  await started;
}

/** Whether the heading on screen is still the element the HTML brought (not drawn again by the browser). */
const serverHeadingKept = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const kept = (window as unknown as { serverHeading?: Element | null }).serverHeading;
    return kept !== undefined && kept !== null && kept.isConnected && kept === document.querySelector('#root h1');
  });

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor's landing and search pages show their content from the HTML alone", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Get your music heard by curators who love your sound' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByText('Search for Artists')).toBeVisible();
  });
});

test('the landing page is taken over as drawn: no error, the same elements, links that navigate in the app', async ({ page }) => {
  const errors = watchErrors(page);
  await openKeepingServerHeading(page, '/');
  await expect(page.getByRole('figure', { name: 'Sample match results' }).getByText('94% Excellent')).toBeVisible();

  // A link handled by the app's router, not a new page load: the page is live.
  const documents: string[] = [];
  page.on('request', (request) => (request.resourceType() === 'document' ? documents.push(request.url()) : undefined));
  expect(await serverHeadingKept(page)).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(documents).toEqual([]);
  expect(errors).toEqual([]);
});

test('the search page is taken over as drawn and searches', async ({ page }) => {
  const errors = watchErrors(page);
  await openKeepingServerHeading(page, '/search');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('nobody by this name');
  await expect(page).toHaveURL(/q=nobody/);
  await expect(page.getByText('No Artists Found')).toBeVisible();
  expect(await serverHeadingKept(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('what a visitor types, presses and clicks on the search page before the app is there is done once it is', async ({ page }) => {
  const errors = watchErrors(page);
  const release = await holdAppScripts(page);
  await page.goto('/search', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => 'vibematchEarlyEvents' in window);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('nobody by this name');
  await page.getByRole('tab', { name: 'Curators' }).click();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();

  release();
  await expect(page.getByRole('tab', { name: /^Curators/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No Curators Found')).toBeVisible();
  await expect(page).toHaveURL(/q=nobody(\+|%20)by(\+|%20)this(\+|%20)name/);
  await expect(page).toHaveURL(/tab=curators/);
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('nobody by this name');
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test("a signed-in user's page shows the loading screen from the HTML, asks who is signed in once, then shows their dashboard", async ({ page }) => {
  await signUpArtist(page, 'Prerenda', 'prerender-artist');
  const errors = watchErrors(page);
  const sessionRequests: string[] = [];
  page.on('request', (request) => (new URL(request.url()).pathname === '/api/auth/user' ? sessionRequests.push(request.method()) : undefined));
  const release = await holdAppScripts(page);
  const sessionAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/user');
  await page.goto('/', { waitUntil: 'commit' });
  // Before any of the app's code is here: the loading screen is on screen, and the session asked.
  await expect(page.getByRole('status')).toHaveText('Loading…');
  await sessionAsked;
  release();
  await expect(page.getByRole('heading', { name: 'Welcome back, Prerenda!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get your music heard by curators who love your sound' })).toHaveCount(0);
  expect(sessionRequests).toEqual(['GET']);
  expect(errors).toEqual([]);
});

test("a page opened with a session that has ended shows a visitor's landing page, with no warning", async ({ context, page }) => {
  await signUpThroughApi(page.request, { firstName: 'Ended', label: 'ended-session', role: 'artist' });
  // The browser keeps its cookies, and so the signed-in hint, of a session the server has ended.
  const cookies = await context.cookies();
  await page.request.get('/api/auth/logout');
  await context.addCookies(cookies);
  const warnings: string[] = [];
  page.on('console', (message) => (message.type() === 'warning' ? warnings.push(message.text()) : undefined));
  // The app's code arrives once the page's own ask of who is signed in has answered (and cleared the hint).
  const release = await holdAppScripts(page);
  const sessionAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/user');
  await page.goto('/', { waitUntil: 'commit' });
  expect((await sessionAnswered).status()).toBe(401);
  release();
  await expect(page.getByRole('heading', { name: 'Get your music heard by curators who love your sound' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(warnings).toEqual([]);
});

/** A signed-in page, one of its screen's reads, the file of its screen's own code, and what the screen shows once it is drawn. */
interface FirstScreen {
  path: string;
  read: string;
  code: string;
  shows: (page: Page) => Locator;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });

/**
 * Opens each page in a new tab with the app's scripts held back: the page's first script must ask
 * for the screen's read (besides who is signed in) and for its screen's code before any of the
 * app's code is here to ask for them. Once the code is let through, the screen shows, every read
 * of the API was asked once (the app took the early answers instead of asking again), and nothing
 * was asked for nothing (no console warning).
 */
async function expectReadsAskedEarly(context: BrowserContext, screens: readonly FirstScreen[]): Promise<void> {
  for (const { path, read, code, shows } of screens) {
    const page = await context.newPage();
    const reads: string[] = [];
    const complaints: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
    });
    page.on('console', (message) => (['warning', 'error'].includes(message.type()) ? complaints.push(message.text()) : undefined));
    const release = await holdAppScripts(page);
    const readAsked = page.waitForRequest((request) => request.url().endsWith(read));
    const codeAsked = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith(`/assets/${code}-`));
    await page.goto(path, { waitUntil: 'commit' });
    await Promise.all([readAsked, codeAsked]);
    release();
    await expect(shows(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads.filter((url, index) => reads.indexOf(url) !== index), `${path} asked again: ${reads.join(', ')}`).toEqual([]);
    expect(complaints, path).toEqual([]);
    await page.close();
  }
}

test("an artist's first screen asks for its data before the app's code is here, and each read once", async ({ context, page }) => {
  await signUpThroughApi(page.request, { firstName: 'Early', label: 'early-artist', role: 'artist' });
  await expectReadsAskedEarly(context, [
    { path: '/', read: '/api/submissions/artist', code: 'dashboard-page', shows: heading('Welcome back, Early!') },
    { path: '/submissions', read: '/api/submissions/artist', code: 'submissions-page', shows: heading('Submissions') },
    { path: '/balance', read: '/api/wallet/transactions?limit=20', code: 'balance-page', shows: heading('VibeCoin Balance') },
    { path: '/settings', read: '/api/user/balance', code: 'settings-page', shows: (tab) => tab.getByRole('heading', { level: 1 }) },
  ]);
});

test("a curator's first screen asks for its data before the app's code is here, and each read once", async ({ context, page }) => {
  await signUpCuratorThroughApi(page.request, 'Early Curates', 'early-curator');
  const id = await currentUserId(page.request);
  await expectReadsAskedEarly(context, [
    { path: '/', read: '/api/submissions/curator', code: 'dashboard-page', shows: heading('Welcome back, Early Curates!') },
    { path: '/campaigns', read: '/api/campaigns', code: 'campaigns-page', shows: heading('Campaign Management') },
    { path: '/bounty-discovery', read: '/api/bounties/discover/summary?min=0&max=1000', code: 'bounty-discovery-page', shows: heading('Bounty Discovery') },
    { path: `/curator/${id}`, read: `/api/users/${id}`, code: 'curator-profile-page', shows: heading('Early Curates') },
  ]);
});

test("a user with both roles gets the first reads of the role they act in, and both lists of requests", async ({ context, page }) => {
  await signUpThroughApi(page.request, { firstName: 'Twofold', label: 'early-both', role: 'artist' });
  expect((await page.request.patch('/api/users/role', { data: { role: 'both' } })).ok()).toBe(true);
  expect((await page.request.patch('/api/curator/profile', { data: { displayName: 'Twofold Both', bio: 'I curate dreamy indie playlists.' } })).ok()).toBe(true);
  await expectReadsAskedEarly(context, [
    { path: '/', read: '/api/user/active-bounties', code: 'dashboard-page', shows: heading('Welcome back, Twofold Both!') },
    { path: '/submissions', read: '/api/submissions/curator', code: 'submissions-page', shows: heading('Submissions') },
  ]);
});

test('the first page visit is recorded once the first screen is drawn, not while it is still loading', async ({ page }) => {
  await signUpThroughApi(page.request, { firstName: 'Counted', label: 'visit-after-screen', role: 'artist' });
  // The page writes down the heading it showed at the moment each page visit was sent.
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    const headings: (string | null)[] = [];
    Object.assign(window, { headingsAtVisits: headings });
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/analytics/page-visit')) headings.push(document.querySelector('h1')?.textContent ?? null);
      return send(input, init);
    };
  });
  const visited = page.waitForRequest((request) => request.url().endsWith('/api/analytics/page-visit'));
  await page.goto('/');
  await visited;
  expect(await page.evaluate(() => (window as unknown as { headingsAtVisits: unknown }).headingsAtVisits)).toEqual(['Welcome back, Counted!']);
});

test("an admin's first screen has its code asked for before the app's code is here", async ({ context, page }) => {
  await signInAdminThroughApi(page.request);
  await expectReadsAskedEarly(context, [{ path: '/admin/ledger', read: '/api/auth/user', code: 'ledger-page', shows: heading('VibeCoin Ledger') }]);
});
