import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { password, signInAdminThroughApi, signUpArtist, signUpCurator, uniqueEmail } from './support/accounts';
import { expectAccessibleAndCapture, expectNoBlockingViolations } from './support/axe';
import { watchViolations } from './support/csp';
import { toast } from './support/toast';
import { setTabVisible } from './support/tab';
import { type NewPage, expect, test } from './support/fixtures';

// Issue 9 in the browser: the admin pages with the seeded admin (scripts/start-e2e.mjs), an artist
// whose coins make the ledger, and a visitor and an artist who are refused.
const shotsDir = '/tmp/web-shots-admin';

test.beforeAll(() => mkdirSync(shotsDir, { recursive: true }));
test.describe.configure({ mode: 'serial' });

/** Signs the seeded admin in on a context of its own. */
async function signInAdmin(newPage: NewPage): Promise<Page> {
  const page = await newPage();
  await signInAdminThroughApi(page.request);
  return page;
}

/** An artist signed up through the UI with the e2e coupon's 1000 VC, and their id. */
async function artistWithCoins(newPage: NewPage, firstName: string, label: string): Promise<{ page: Page; id: string; email: string }> {
  const page = await newPage();
  await signUpArtist(page, firstName, label);
  const redeemed = await page.request.post('/api/add-vibecoins', { data: { couponCode: 'E2E-COUPON' } });
  expect(redeemed.ok(), await redeemed.text()).toBe(true);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  return { page, id: me.id, email: uniqueEmail(label) };
}

/** Buys the first package through the API (the test payment provider credits at once): a purchase for the statistics. */
async function buyPackage(page: Page): Promise<number> {
  const { packages } = (await (await page.request.get('/api/vibecoins/packages')).json()) as { packages: { id: string; vibeCoins: number }[] };
  const bought = await page.request.post('/api/vibecoins/purchases', { data: { packageId: packages[0].id }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(bought.ok(), await bought.text()).toBe(true);
  return packages[0].vibeCoins;
}

const capture = (page: Page, name: string) => expectAccessibleAndCapture(page, shotsDir, name);

test('an admin sees the statistics, the VibeCoins over time and every user', async ({ newPage }) => {
  const artist = await artistWithCoins(newPage, 'Stella', 'admin-stats-artist');
  const bought = await buyPackage(artist.page);
  const admin = await signInAdmin(newPage);

  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const platform = admin.getByRole('region', { name: 'Platform Statistics' });
  const stats = (await (await admin.request.get('/api/admin/stats')).json()) as { totalUsers: number; totalArtists: number; totalVibeCoinPurchased: number };
  await expect(platform.getByRole('definition').first()).toHaveText(stats.totalUsers.toLocaleString('en-US'));
  await expect(platform).toContainText(`Artists${stats.totalArtists.toLocaleString('en-US')}`);
  await expect(admin.getByRole('region', { name: 'Content Statistics' })).toContainText('Website Visits');
  const economy = admin.getByRole('region', { name: 'VibeCoin Economy' });
  await expect(economy).toContainText(`Total Purchased${stats.totalVibeCoinPurchased.toLocaleString('en-US')} VC`);
  expect(stats.totalVibeCoinPurchased).toBeGreaterThanOrEqual(bought);

  // The charts arrive after the numbers, each with a table of the same days for screen readers.
  const purchased = admin.getByRole('figure', { name: /VibeCoins purchased per day/ });
  await expect(purchased.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(purchased.getByRole('table')).toContainText(`${bought.toLocaleString('en-US')} VC`);
  await expect(admin.getByRole('figure', { name: /VibeCoins paid out per day/ })).toBeVisible();
  await capture(admin, 'admin-overview');

  await admin.getByRole('tab', { name: 'User Management' }).click();
  const row = admin.getByRole('row').filter({ hasText: artist.email });
  await expect(row).toContainText('Stella');
  await expect(row).toContainText('Artist');
  await capture(admin, 'admin-users');
});

test('an admin manages artists: search, filters, one-click flags, the Edit dialog; a deactivated artist is signed out', async ({ newPage }) => {
  const artist = await artistWithCoins(newPage, 'Dora', 'admin-manage-artist');
  const other = await artistWithCoins(newPage, 'Otto', 'admin-manage-other');
  const admin = await signInAdmin(newPage);

  await admin.goto('/manage-artists');
  await expect(admin.getByRole('heading', { name: 'Manage Artists' })).toBeVisible();
  const cards = admin.getByRole('region', { name: 'Artists at a glance' });
  for (const label of ['Total artists', 'Active', 'Verified', 'New This Month']) await expect(cards.getByText(label, { exact: true })).toBeVisible();

  const list = admin.getByRole('region', { name: 'All artists' });
  await list.getByLabel('Search by name or email').fill(artist.email.toUpperCase());
  const row = list.getByRole('row').filter({ hasText: artist.email });
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Dora Tester');
  const active = row.getByRole('switch', { name: 'Active: Dora Tester' });
  await expect(active).toHaveAttribute('aria-checked', 'true');

  await test.step('one click deactivates the artist, with the spec\'s toast; the filters follow', async () => {
    // The artist is in another tab meanwhile, so the balance chip does not poll: otherwise its poll, at a
    // moment of its own, could meet the ended session and leave for the sign-in page before the click below.
    await setTabVisible(artist.page, false);
    await active.click();
    await expect(toast(admin).filter({ hasText: 'Artist updated successfully' })).toBeVisible();
    await expect(active).toHaveAttribute('aria-checked', 'false');
    await list.getByLabel('Show').selectOption({ label: 'Active only' });
    await expect(list.getByText('Showing 0 of')).toBeVisible();
    await list.getByLabel('Show').selectOption({ label: 'Inactive only' });
    await expect(row).toBeVisible();
  });

  await test.step('the deactivated artist is signed out: their next navigation lands on the sign-in page', async () => {
    // The balance page asks the API for the history: the ended session answers 401, the app says so and goes to the sign-in page.
    await setTabVisible(artist.page, true);
    await artist.page.getByRole('link', { name: /VibeCoin balance/ }).click();
    await expect(toast(artist.page).filter({ hasText: 'Authentication Required' })).toBeVisible();
    await expect(artist.page).toHaveURL(/\/auth$/);
    await expect(artist.page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const again = await artist.page.request.post('/api/auth/login', { data: { email: artist.email, password } });
    expect(again.ok()).toBe(false);
  });

  await test.step('the Edit dialog saves names, location and flags, and says why it refuses', async () => {
    await row.getByRole('button', { name: 'Edit Dora Tester' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Artist' });
    await dialog.getByLabel('Location').fill('Lisbon');
    await dialog.getByLabel('Verified').check();
    await dialog.getByLabel('Email').fill(other.email);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(admin).filter({ hasText: 'Failed to update artist' })).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill(artist.email);
    await dialog.getByLabel('Active').check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(admin).filter({ hasText: 'Artist updated successfully' }).last()).toBeVisible();
    await expect(dialog).toBeHidden();
    await list.getByLabel('Show').selectOption({ label: 'Verified only' });
    await expect(row).toContainText('Lisbon');
    await expect(row.getByRole('switch', { name: 'Verified: Dora Tester' })).toHaveAttribute('aria-checked', 'true');
    await expect(row.getByRole('switch', { name: 'Active: Dora Tester' })).toHaveAttribute('aria-checked', 'true');
  });

  await list.getByLabel('Show').selectOption({ label: 'All' });
  await capture(admin, 'manage-artists');
  await row.getByRole('button', { name: 'Edit Dora Tester' }).click();
  await capture(admin, 'manage-artists-edit');
});

test('an admin manages curators on their own page, in their colour', async ({ newPage }) => {
  const curator = await newPage();
  await signUpCurator(curator, 'Cleo', 'admin-manage-curator');
  const admin = await signInAdmin(newPage);
  await admin.goto('/manage-curators');
  await expect(admin.getByRole('heading', { name: 'Manage Curators' })).toBeVisible();
  const list = admin.getByRole('region', { name: 'All curators' });
  await list.getByLabel('Search by name or email').fill('Cleo Curates');
  const verified = list.getByRole('switch', { name: 'Verified: Cleo Curates' });
  await expect(verified).toHaveAttribute('aria-checked', 'false');
  await verified.click();
  await expect(toast(admin).filter({ hasText: 'Curator updated successfully' })).toBeVisible();
  await expect(verified).toHaveAttribute('aria-checked', 'true');
  await list.getByLabel('Search by name or email').fill('');
  await capture(admin, 'manage-curators');
});

test('an admin answers verification requests with notes the user reads; a rejected user may ask again', async ({ newPage }) => {
  const artist = await artistWithCoins(newPage, 'Vera', 'admin-verify-artist');
  const ask = async (reason: string) => {
    const asked = await artist.page.request.post('/api/verification/request', { data: { reason } });
    expect(asked.ok(), await asked.text()).toBe(true);
  };
  await ask('I have released two albums and tour every summer.');
  const admin = await signInAdmin(newPage);

  await admin.goto('/admin/verification');
  await expect(admin.getByRole('heading', { name: 'Verification Reviews' })).toBeVisible();
  const request = admin.getByRole('list', { name: 'Pending requests' }).getByRole('listitem').filter({ hasText: artist.email });
  await expect(request).toContainText('I have released two albums and tour every summer.');
  await capture(admin, 'verification-reviews');

  await request.getByRole('button', { name: 'Reject' }).click();
  await expect(request.getByText('Say why, so that they know what to add when they ask again')).toBeVisible();
  await request.getByLabel('Notes to Vera Tester').fill('Please link your Spotify artist profile.');
  await request.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(admin).filter({ hasText: 'Verification rejected' })).toContainText('Vera Tester sees your notes and may ask again.');
  await expect(request).toHaveCount(0);
  const status = async () => (await (await artist.page.request.get('/api/verification/status')).json()) as { status: string; request: { admin_notes: string | null } | null };
  expect(await status()).toMatchObject({ status: 'rejected', request: { admin_notes: 'Please link your Spotify artist profile.' } });

  await ask('Here is my Spotify profile, linked on my page now.');
  await admin.reload();
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin).filter({ hasText: 'Verification approved' })).toContainText('Vera Tester now has the verified badge.');
  expect((await status()).status).toBe('verified');
  await admin.getByRole('tab', { name: 'Verified automatically' }).click();
  await expect(admin.getByText('No account was verified automatically.')).toBeVisible();
});

test('an admin audits the ledger: entries with causes and balances, verified balanced, exported as CSV', async ({ newPage }) => {
  const artist = await artistWithCoins(newPage, 'Lena', 'admin-ledger-artist');
  const admin = await signInAdmin(newPage);

  await admin.goto('/admin/ledger');
  await expect(admin.getByRole('heading', { name: 'VibeCoin Ledger' })).toBeVisible();
  const entries = admin.getByRole('table', { name: 'Ledger entries, newest first' });
  await expect(entries.getByRole('row').filter({ hasText: artist.id }).first()).toContainText('Coupon');

  await test.step('the filters narrow the entries to one wallet and one movement, in the URL too', async () => {
    const filters = admin.getByRole('form', { name: 'Ledger filters' });
    await filters.getByLabel('User id').fill('not-an-id');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(filters.getByText('Enter a whole user id, as the entries show it')).toBeVisible();
    await filters.getByLabel('User id').fill(artist.id);
    await filters.getByLabel('Movement').selectOption({ label: 'Credited' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(admin).toHaveURL(new RegExp(`userId=${artist.id}&movement=CoinsCredited`));
    const rows = entries.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Lena Tester');
    await expect(rows.first()).toContainText('Credited');
    await expect(rows.first()).toContainText('+1,000 VC');
    await expect(rows.first()).toContainText('0 VC reserved · 1,000 VC available');
    await expect(admin.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/admin/ledger/export?userId=${artist.id}&movement=CoinsCredited`);
  });

  await test.step('Verify replays the history and says it is balanced, in green', async () => {
    await admin.getByRole('button', { name: 'Verify' }).click();
    const verdict = admin.getByRole('status').filter({ hasText: 'Ledger balanced' });
    await expect(verdict).toBeVisible();
    await expect(verdict).toContainText('Credited');
    await expect(verdict).toContainText('Paid out');
    await expect(verdict).toContainText('In flight');
    await expect(verdict).toContainText('No payout on its way to a payee');
    await expect(verdict).toHaveClass(/bg-green-50/);
  });

  await test.step('Export CSV downloads the selected entries with a header row', async () => {
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^vibematch-ledger-.*\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toContain('"position","eventId","occurredAt","userId"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(artist.id);
  });

  await test.step("the balance at a moment is folded from the wallet's events: nothing before the coupon, 1,000 VC after", async () => {
    const form = admin.getByRole('form', { name: 'Balance at a moment' });
    const localMinute = (ms: number) => new Date(ms - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await form.getByLabel('User id').fill(artist.id);
    await form.getByLabel('At (your time)').fill(localMinute(Date.now() - 24 * 60 * 60_000));
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'in total' })).toContainText('0 VC in total');
    await expect(admin.getByRole('status').filter({ hasText: 'in total' })).toContainText('From 0 wallet events');
    await form.getByLabel('At (your time)').fill(localMinute(Date.now() + 2 * 60_000));
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'in total' })).toContainText('1,000 VC in total, 0 VC reserved, 1,000 VC available');
  });

  await admin.getByRole('form', { name: 'Ledger filters' }).getByLabel('Movement').selectOption({ label: 'Any' });
  await capture(admin, 'ledger');
});

test('a developer browses the events of a wallet and rebuilds a projection, watching its progress', async ({ newPage }) => {
  const artist = await artistWithCoins(newPage, 'Evan', 'admin-events-artist');
  const admin = await signInAdmin(newPage);

  await admin.goto('/admin/events');
  const filters = admin.getByRole('form', { name: 'Event filters' });
  await filters.getByLabel('Stream').fill(`wallet-${artist.id}`);
  await filters.getByRole('button', { name: 'Browse' }).click();
  const events = admin.getByRole('list', { name: 'Events, oldest first' });
  await expect(events.getByRole('listitem')).toHaveCount(1);
  await events.getByText('CoinsCredited').click();
  await expect(events.getByText('"amount": 1000')).toBeVisible();
  await expect(events.getByText('Metadata')).toBeVisible();
  await capture(admin, 'events');

  await filters.getByLabel('After position').fill('not-a-position');
  await filters.getByRole('button', { name: 'Browse' }).click();
  await expect(admin.getByRole('alert')).toContainText('from must be a log position');

  await admin.goto('/admin/projections');
  const projections = admin.getByRole('list', { name: 'Projections' });
  await expect(projections.getByRole('listitem').first()).toBeVisible();
  const name = (await projections.getByRole('heading').first().textContent()) ?? '';
  await projections.getByRole('button', { name: `Rebuild ${name}` }).click();
  await admin.getByRole('dialog', { name: `Rebuild ${name}?` }).getByRole('button', { name: 'Rebuild' }).click();
  await expect(toast(admin).filter({ hasText: 'Rebuild started' })).toBeVisible();
  await expect(projections.getByText(/Last rebuild done: [\d,]+ events replayed/)).toBeVisible({ timeout: 30_000 });
  await expect(projections.getByRole('progressbar', { name: `Rebuild of ${name}` })).toHaveAttribute('aria-valuenow', '100');
  await capture(admin, 'projections');
});

const ADMIN_PAGES = ['/admin', '/admin-panel', '/manage-artists', '/manage-curators', '/admin/verification', '/admin/ledger', '/admin/events', '/admin/projections'];

test('a user who is not an admin gets Access Denied on every admin page; a visitor is asked to log in', async ({ page, newPage }) => {
  await signUpArtist(page, 'Nadia', 'admin-denied');
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' }), path).toBeVisible();
    await expect(page.getByText('Only admins can open the admin pages.')).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
  // The server refuses them too, whatever the screen shows.
  expect((await page.request.get('/api/admin/ledger')).status()).toBe(403);
  await capture(page, 'access-denied');

  const visitor = await newPage();
  await visitor.goto('/admin');
  await expect(visitor.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  await expectNoBlockingViolations(visitor, 'admin signed out');
});

test('every admin page runs under the Content-Security-Policy', async ({ newPage }) => {
  const admin = await signInAdmin(newPage);
  const violations = await watchViolations(admin);
  for (const path of ADMIN_PAGES) {
    await admin.goto(path);
    await admin.waitForLoadState('networkidle');
    expect(await violations(), `CSP violations on ${path}`).toEqual([]);
  }
});
