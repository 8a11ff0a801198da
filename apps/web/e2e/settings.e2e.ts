import type { Locator, Page } from '@playwright/test';
import { expectNoBlockingViolations } from './support/axe';
import { password, signUpArtist, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';

/** The one toast on screen (Radix renders each as a list item with a swipe direction). */
function toast(page: Page): Locator {
  return page.locator('li[data-swipe-direction]');
}

async function openChangePassword(page: Page): Promise<Locator> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submitPasswords(dialog: Locator, values: { current: string; next: string; confirm: string }): Promise<void> {
  await dialog.getByLabel('Current password').fill(values.current);
  await dialog.getByLabel('New password', { exact: true }).fill(values.next);
  await dialog.getByLabel('Confirm new password').fill(values.confirm);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
}

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await expect(toast(page)).toContainText(title);
  await expect(toast(page)).toContainText(description);
}

async function signIn(page: Page, email: string, withPassword: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(withPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the change-password dialog checks its fields in the spec order, in the browser', async ({ page }) => {
  await signUpArtist(page, 'Val', 'settings-validation');
  const changeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/change-password')) changeCalls.push(request.url());
  });
  const dialog = await openChangePassword(page);

  await submitPasswords(dialog, { current: password, next: 'fresh-pass-1', confirm: '' });
  await expectToast(page, 'Missing Fields', 'Please fill in all password fields');

  await submitPasswords(dialog, { current: password, next: 'fresh-pass-1', confirm: 'fresh-pass-2' });
  await expectToast(page, 'Password Mismatch', "New password and confirmation don't match");

  await submitPasswords(dialog, { current: password, next: 'short', confirm: 'short' });
  await expectToast(page, 'Password Too Short', 'New password must be at least 6 characters long');

  await submitPasswords(dialog, { current: password, next: password, confirm: password });
  await expectToast(page, 'Same Password', 'New password must be different from current password');

  await expect(dialog).toBeVisible();
  expect(changeCalls).toEqual([]);
});

test('a wrong current password shows the server message', async ({ page }) => {
  await signUpArtist(page, 'Wren', 'settings-wrong-current');
  const dialog = await openChangePassword(page);
  await submitPasswords(dialog, { current: 'not-my-password', next: 'fresh-pass-1', confirm: 'fresh-pass-1' });
  await expectToast(page, 'Error', 'Current password is incorrect');
  await expect(dialog).toBeVisible();
});

test('a password change signs the other sessions out, and the new password signs in', async ({ page, newPage }) => {
  const label = 'settings-change';
  const email = uniqueEmail(label);
  const newPassword = 'brand-new-secret-7';
  await signUpArtist(page, 'Cas', label);

  const otherPage = await newPage();
  await signIn(otherPage, email, password);
  await expect(otherPage.getByRole('heading', { name: 'Welcome back, Cas!' })).toBeVisible();

  await test.step('change the password', async () => {
    const dialog = await openChangePassword(page);
    await submitPasswords(dialog, { current: password, next: newPassword, confirm: newPassword });
    await expectToast(page, 'Password changed', 'Your other sessions have been signed out.');
    await expect(dialog).toBeHidden();
  });

  await test.step('the other session lands signed out at its next navigation', async () => {
    await otherPage.goto('/');
    await expect(otherPage.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(otherPage.getByRole('heading', { name: 'Welcome back, Cas!' })).toHaveCount(0);
  });

  await test.step('this session stays signed in', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome back, Cas!' })).toBeVisible();
  });

  await test.step('the new password signs in, the old one no longer does', async () => {
    await page.goto('/logout');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await signIn(page, email, password);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await signIn(page, email, newPassword);
    await expect(page.getByRole('heading', { name: 'Welcome back, Cas!' })).toBeVisible();
  });
});

test('an artist becomes a curator and, after the reload, sets up the curator profile', async ({ page }) => {
  await signUpArtist(page, 'Uma', 'settings-upgrade');
  await page.goto('/settings');
  const upgradeCard = page.getByRole('region', { name: 'Become a Curator' });
  await expect(upgradeCard).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await upgradeCard.getByRole('button', { name: 'Become a Curator' }).click();
  await expect(toast(page)).toContainText('You are now a curator');
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Set up your curator profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
});

test('a user who is not an admin sees no admin portal', async ({ page }) => {
  await signUpArtist(page, 'Noa', 'settings-not-admin');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Management Portal' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage Artists' })).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`settings with the dialog open and an error has no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpArtist(page, 'Axel', `settings-axe-${width}`);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible();
    await expectNoBlockingViolations(page, `settings at ${width} px`);

    const dialog = await openChangePassword(page);
    await submitPasswords(dialog, { current: password, next: 'short', confirm: 'short' });
    await expectToast(page, 'Password Too Short', 'New password must be at least 6 characters long');
    await expectNoBlockingViolations(page, `settings dialog at ${width} px`);
    await page.screenshot({ path: `/tmp/web-shots-4/settings-dialog-error-${width}.png`, fullPage: true });
  });
}

test('an admin sees the management portal with its links and tools', async ({ page }) => {
  // The e2e server seeds this admin (scripts/start-e2e.mjs); a seeded admin has no role yet.
  await page.request.post('/api/auth/login', { data: { email: 'admin@vibematch.test', password: 'e2e-admin-password' } });
  await page.request.patch('/api/users/role', { data: { role: 'artist' } });
  await page.goto('/settings');

  await expect(page.getByRole('heading', { name: 'Admin Management Portal' })).toBeVisible();
  for (const group of ['Platform Statistics', 'Content Statistics', 'VibeCoin Economy']) await expect(page.getByRole('region', { name: group })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform Statistics' })).toContainText('Total Users');
  await expect(page.getByRole('link', { name: 'Manage Artists' })).toHaveAttribute('href', '/manage-artists');
  await expect(page.getByRole('link', { name: 'Manage Curators' })).toHaveAttribute('href', '/manage-curators');
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('link', { name: 'Verification Reviews' })).toHaveAttribute('href', '/admin/verification');
  await expect(page.getByRole('link', { name: 'VibeCoin Ledger' })).toHaveAttribute('href', '/admin/ledger');
  await expect(page.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/admin/events');
  await expect(page.getByRole('link', { name: 'Projections' })).toHaveAttribute('href', '/admin/projections');
  await expect(page.getByText('Coming Soon')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Test Google Sign In' })).toHaveAttribute('href', '/api/auth/google');
  await expectNoBlockingViolations(page, 'settings (admin)');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/web-shots-admin/settings-admin-portal-${width}.png`, fullPage: true });
  }
});
