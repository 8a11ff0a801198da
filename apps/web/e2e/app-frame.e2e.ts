import type { Page, Request } from '@playwright/test';
import { becomeBothRoles, fillSignUp, openAccountMenu, password, signUpArtist, uniqueEmail } from './support/accounts';
import { type NewPage, expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { redeemCoupon } from './support/marketplace';
import { setTabVisible } from './support/tab';

async function currentUserId(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/user');
  const user = (await response.json()) as { id: string };
  return user.id;
}

/** A page with `page`'s session in a new browser context: nothing of the app's code is cached there yet. */
async function sameSessionUncached(newPage: NewPage, page: Page): Promise<Page> {
  const uncached = await newPage({ baseURL: new URL(page.url()).origin });
  await uncached.context().addCookies(await page.context().cookies());
  return uncached;
}

function activeTab(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]');
}

async function backgroundColour(page: Page): Promise<string> {
  return activeTab(page).evaluate((element) => getComputedStyle(element).backgroundColor);
}

test('an artist gets the main navigation without curator tools, a balance chip and an account menu', async ({ page }) => {
  await signUpArtist(page, 'Arti', 'frame-artist');
  const userId = await currentUserId(page);
  const mainNav = page.getByRole('navigation', { name: 'Main' });

  await expect(mainNav.getByRole('link')).toHaveText(['Home', 'Discover', 'Submissions']);
  await expect(activeTab(page)).toHaveText('Home');
  await expect(activeTab(page)).toHaveAttribute('data-accent', 'artist');
  await expect(page.getByRole('group', { name: 'Active role' })).toHaveCount(0);

  await expect(page.getByRole('link', { name: 'VibeMatch landing page' })).toHaveAttribute('href', '/landing');
  const balance = page.getByRole('link', { name: /VibeCoin balance/ });
  await expect(balance).toHaveText(/0 VC/);
  await expect(balance).toHaveAttribute('href', '/balance');

  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute('href', `/artist/${userId}`);
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/logout');
});

test('the balance chip shows coins added elsewhere without a reload', async ({ page }) => {
  await signUpArtist(page, 'Penny', 'frame-balance-poll');
  const chip = page.getByTestId('nav-balance');
  await expect(chip).toHaveText('0 VC');

  // Credited outside this screen (as another tab or the payment provider would): only polling can show it.
  await redeemCoupon(page.request);
  await expect(chip).toHaveText('1,000 VC', { timeout: 15_000 });
});

test('the balance chip stops asking for the balance while the tab is hidden, and catches up when it shows again', async ({ page }) => {
  // The page's clock is moved by hand; each call for the balance is counted in the page.
  await page.clock.install();
  await page.addInitScript(() => {
    const counted = window as Window & { balanceCalls?: number };
    const originalFetch = window.fetch.bind(window);
    counted.balanceCalls = 0;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, window.location.href).pathname === '/api/user/balance') counted.balanceCalls = (counted.balanceCalls ?? 0) + 1;
      return originalFetch(input, init);
    };
  });
  const balanceCalls = () => page.evaluate(() => (window as Window & { balanceCalls?: number }).balanceCalls ?? 0);
  await signUpArtist(page, 'Hugo', 'frame-balance-hidden');
  const chip = page.getByTestId('nav-balance');
  await expect(chip).toHaveText('0 VC');

  await setTabVisible(page, false);
  const callsWhenHidden = await balanceCalls();
  await redeemCoupon(page.request);
  await page.clock.runFor('01:00');
  expect(await balanceCalls()).toBe(callsWhenHidden);
  await expect(chip).toHaveText('0 VC');

  await setTabVisible(page, true);
  await page.clock.runFor('00:10');
  await expect(chip).toHaveText('1,000 VC', { timeout: 15_000 });
  expect(await balanceCalls()).toBeGreaterThan(callsWhenHidden);
});

test('a user with role both switches the active role, and the choice survives a reload', async ({ page }) => {
  await signUpArtist(page, 'Bo', 'frame-both');
  await becomeBothRoles(page, 'Bo');
  const userId = await currentUserId(page);
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  const roleSwitch = page.getByRole('group', { name: 'Active role' });

  await test.step('starts as an artist, with the curator tools already in the navigation', async () => {
    await expect(roleSwitch.getByRole('button', { name: 'Artist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Ready to get your music heard?')).toBeVisible();
    await expect(mainNav.getByRole('link')).toHaveText(['Home', 'Discover', 'Submissions', 'Bounties', 'Campaigns']);
    await expect(activeTab(page)).toHaveAttribute('data-accent', 'artist');
  });
  const artistColour = await backgroundColour(page);

  await test.step('switching to curator changes the label and the colour', async () => {
    await roleSwitch.getByRole('button', { name: 'Curator' }).click();
    await expect(roleSwitch.getByRole('button', { name: 'Curator' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Ready to discover amazing music?')).toBeVisible();
    await expect(activeTab(page)).toHaveAttribute('data-accent', 'curator');
    expect(await backgroundColour(page)).not.toBe(artistColour);
    await expect(mainNav.getByRole('link')).toHaveText(['Home', 'Discover', 'Submissions', 'Bounties', 'Campaigns']);
  });

  await test.step('a reload keeps the curator mode', async () => {
    await page.reload();
    await expect(roleSwitch.getByRole('button', { name: 'Curator' })).toHaveAttribute('aria-pressed', 'true');
    await expect(activeTab(page)).toHaveAttribute('data-accent', 'curator');
  });

  await test.step('a both user views the artist profile', async () => {
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute('href', `/artist/${userId}`);
    await page.keyboard.press('Escape');
  });

  await test.step('a curator screen opened in artist mode makes the curator role the active one', async () => {
    await roleSwitch.getByRole('button', { name: 'Artist' }).click();
    await expect(activeTab(page)).toHaveAttribute('data-accent', 'artist');
    await mainNav.getByRole('link', { name: 'Campaigns' }).click();
    await expect(page.getByRole('heading', { name: 'Campaign Management' })).toBeVisible();
    await expect(roleSwitch.getByRole('button', { name: 'Curator' })).toHaveAttribute('aria-pressed', 'true');
    await expect(activeTab(page)).toHaveAttribute('data-accent', 'curator');
  });
});

test('a curator gets the curator tools, the orange tab and the curator profile link', async ({ page }) => {
  await page.goto('/auth#register');
  await fillSignUp(page, { firstName: 'Cleo', lastName: 'Tester', email: uniqueEmail('frame-curator'), role: 'Curator', password, confirmPassword: password });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Display name').fill('Cleo Curates');
  await page.getByLabel('Bio').fill('Indie and dream pop playlists, updated weekly.');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Cleo Curates!' })).toBeVisible();
  const userId = await currentUserId(page);

  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home', 'Discover', 'Submissions', 'Bounties', 'Campaigns']);
  await expect(activeTab(page)).toHaveAttribute('data-accent', 'curator');
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute('href', `/curator/${userId}`);
});

test('the navigation is usable by keyboard at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpArtist(page, 'Kim', 'frame-narrow');
  const discover = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' });
  await expect(discover).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();

  await discover.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search');
});

test('the top bar keeps every control whole and on one line at every width', async ({ page }) => {
  await signUpArtist(page, 'Wide', 'frame-widths');
  await becomeBothRoles(page, 'Wide');
  await redeemCoupon(page.request);
  const chip = page.getByTestId('nav-balance');
  const bar = page.locator('header').first();
  const controls = [page.getByRole('group', { name: 'Active role' }), page.getByRole('link', { name: /VibeCoin balance/ }), page.getByRole('button', { name: 'Account menu' })];

  for (const width of [375, 640, 768, 800, 900, 1024, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await expect(chip).toHaveText('1,000 VC', { timeout: 15_000 });
      const lineHeight = await chip.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await chip.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
      for (const control of controls) {
        const box = await control.boundingBox();
        expect(box, `${width} px`).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      const barRow = await bar.locator('> div').first().evaluate((row) => ({ scroll: row.scrollWidth, client: row.clientWidth }));
      expect(barRow.scroll, `nothing in the top row is pushed past its edge at ${width} px`).toBeLessThanOrEqual(barRow.client);
    });
  }
});

test("a signed-in user's screen is fetched while the session is asked for, and drawn with its answer", async ({ newPage, page }) => {
  await signUpArtist(page, 'Quick', 'frame-first-screen');
  const returning = await sameSessionUncached(newPage, page);
  let sessionCalls = 0;
  returning.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') sessionCalls += 1;
  });
  const answerSession = await holdRequests(returning, '**/api/auth/user');
  const screenCode = ['signed-in-frame', 'dashboard-page'].map((chunk) => returning.waitForRequest(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), { timeout: 10_000 }));

  await returning.goto('/');
  // The session has not answered yet, and the frame's and the dashboard's code are already asked for.
  await Promise.all(screenCode);
  await expect(returning.getByRole('status')).toHaveText('Loading…');
  answerSession();
  await expect(returning.getByRole('heading', { name: 'Welcome back, Quick!' })).toBeVisible();
  // Asked once: the app's own question and the loading screen's are the same call.
  expect(sessionCalls).toBe(1);
});

test("a signed-in user's frame and page are drawn together, never the frame around a second loading screen", async ({ newPage, page }) => {
  await signUpArtist(page, 'Whole', 'frame-whole-screen');
  const returning = await sameSessionUncached(newPage, page);
  // Every state the page passes through is looked at, however short it is on screen.
  await returning.addInitScript(() => {
    const seen = { frameAroundLoading: false };
    Object.assign(window, { seen });
    new MutationObserver(() => {
      const loading = [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent === 'Loading…');
      if (loading && document.querySelector('header')) seen.frameAroundLoading = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const pageChunk = /\/assets\/dashboard-page-[\w-]+\.js$/;
  const releasePage = await holdRequests(returning, pageChunk);
  // The rest of the code under way: once none is, the frame's code is all here.
  const codeUnderWay = new Set<Request>();
  returning.on('request', (request) => void (request.url().endsWith('.js') && !pageChunk.test(request.url()) && codeUnderWay.add(request)));
  const settled = (request: Request) => void codeUnderWay.delete(request);
  returning.on('requestfinished', settled);
  returning.on('requestfailed', settled);
  const answers = [returning.waitForResponse('**/api/auth/user'), returning.waitForResponse(/\/assets\/signed-in-frame-[\w-]+\.js$/)];

  await returning.goto('/');
  await Promise.all(answers);
  await expect.poll(() => codeUnderWay.size).toBe(0);
  await returning.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  // The session and the frame's code are here; the page's is not: one loading screen, no frame yet.
  await expect(returning.getByRole('status')).toHaveText('Loading…');
  await expect(returning.getByRole('banner')).toHaveCount(0);
  releasePage();
  await expect(returning.getByRole('heading', { name: 'Welcome back, Whole!' })).toBeVisible();
  await expect(returning.getByRole('banner')).toBeVisible();
  expect(await returning.evaluate(() => (window as unknown as { seen: { frameAroundLoading: boolean } }).seen.frameAroundLoading)).toBe(false);
});

test("the menu's and dialogs' code is not part of a signed-in screen's first load: the screen shows without it, the menu waits for it", async ({ page }) => {
  await signUpArtist(page, 'Lightly', 'frame-overlays');
  const release = await holdRequests(page, /\/assets\/overlays-[\w-]+\.js$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Lightly!' })).toBeVisible();
  // Drawn where the menu will be, and disabled: a click cannot be lost on it.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeDisabled();
  release();
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Song' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Song' })).toBeVisible();
});

test("a screen whose code does not arrive says so inside the frame and offers a reload that brings it", async ({ page }) => {
  await signUpArtist(page, 'Dropped', 'frame-chunk-lost');
  const screenCode = /\/assets\/dashboard-page-[\w-]+\.js$/;
  await page.route(screenCode, (route) => route.abort('connectionreset'));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await expect(page.getByRole('alert')).toContainText('This page could not be shown. Reload the page to try again; if it happens again, check your connection.');
  // The frame stays, and counts the screen as shown: its menu's code still comes.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeEnabled();
  await page.unroute(screenCode);
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Dropped!' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("a toast raised in an open dialog is drawn above it, and closing the toast leaves the dialog as it was", async ({ page }) => {
  await signUpArtist(page, 'Layered', 'frame-toast-over-dialog');
  await page.route('**/api/users/profile', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 409, json: { statusCode: 409, message: 'Someone else saved first' } }) : route.fallback(),
  );
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Display name').fill('Layered Sounds');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const toast = page.locator('li[data-swipe-direction]');
  await expect(toast).toContainText('Someone else saved first');
  // What the user sees at the toast's centre is the toast, not the dialog's overlay.
  const topmostIsToast = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(topmostIsToast).toBe(true);
  // Radix hides everything outside an open dialog from assistive technology (the toast is announced
  // instead), so the close button is found by its label attribute.
  await toast.locator('button[aria-label="Close notification"]').click();
  await expect(toast).toHaveCount(0);
  await expect(dialog.getByLabel('Display name')).toHaveValue('Layered Sounds');
});
