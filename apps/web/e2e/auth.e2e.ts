import { expect, test } from '@playwright/test';
import { expectNoBlockingViolations } from './support/axe';
import { fillSignUp, openAccountMenu, password, signIn, uniqueEmail } from './support/accounts';

test('sign-up is validated in the browser before anything is sent', async ({ page }) => {
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) registerCalls.push(request.url());
  });
  await page.goto('/auth#register');
  await expect(page.getByRole('tab', { name: 'Join Now' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Create Account' }).click();
  // Each message is read out with its own field.
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
  await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Confirm password is required');

  await fillSignUp(page, { firstName: 'Val', lastName: 'Idate', email: uniqueEmail('validation'), role: 'Artist', password: 'abc', confirmPassword: 'abc' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password must be at least 6 characters');

  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm password').fill('secret2');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords do not match');

  expect(registerCalls).toEqual([]);
});

test('an artist signs up, logs out, fails with a wrong password and signs back in', async ({ page }) => {
  const email = uniqueEmail('artist');
  const greeting = page.getByRole('heading', { name: 'Welcome back, Ada!' });

  await test.step('sign up as an artist', async () => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await fillSignUp(page, { firstName: 'Ada', lastName: 'Lovelace', email, role: 'Artist', password, confirmPassword: password });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(greeting).toBeVisible();
    await expect(page.getByText('Ready to get your music heard?')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  await test.step('log out', async () => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  await test.step('a wrong password is refused', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await signIn(page, email, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL('/auth');
  });

  await test.step('the right password signs in', async () => {
    await signIn(page, email, password);
    await expect(greeting).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});

test('a new curator lands on the curator profile setup, whatever the path', async ({ page }) => {
  await page.goto('/auth#register');
  await fillSignUp(page, { firstName: 'Cura', lastName: 'Tor', email: uniqueEmail('curator'), role: 'Curator', password, confirmPassword: password });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your curator profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();

  await page.goto('/submissions');
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
});

test('a signed-in app address asks a visitor to log in (not a 404), and signed in, the sign-in page is the dashboard', async ({ page }) => {
  for (const path of ['/settings', `/artist/${crypto.randomUUID()}`, '/campaigns']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to continue' })).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await fillSignUp(page, { firstName: 'Otto', lastName: 'Back', email: uniqueEmail('prompt'), role: 'Artist', password, confirmPassword: password });
  await page.getByRole('button', { name: 'Create Account' }).click();
  const greeting = page.getByRole('heading', { name: 'Welcome back, Otto!' });
  await expect(greeting).toBeVisible();
  // The landing page's Join buttons lead to /auth, signed in too.
  await page.goto('/landing');
  await page.getByRole('link', { name: 'Join as Artist' }).click();
  await expect(greeting).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('logging in from "Log in to continue" leads back to the page asked for, by either tab', async ({ page, request }) => {
  const email = uniqueEmail('back');
  const registered = await request.post('/api/auth/register', { data: { email, password, firstName: 'Ruth', lastName: 'Back', role: 'artist' } });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto('/settings');
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/auth?next=%2Fsettings');
  // Looking at the other tab and coming back keeps where the sign-in leads.
  await page.getByRole('tab', { name: 'Join Now' }).click();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await signIn(page, email, password);
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('joining from "Log in to continue" leads, once the profile is set up, to the page asked for', async ({ page }) => {
  await page.goto('/bounty-discovery');
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('tab', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fbounty-discovery/);
  await fillSignUp(page, { firstName: 'Nell', lastName: 'Next', email: uniqueEmail('join-next'), role: 'Curator', password, confirmPassword: password });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Display name').fill('Nell Curates');
  await page.getByLabel('Bio').fill('Indie and dream pop playlists, updated weekly.');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bounty Discovery' })).toBeVisible();
  await expect(page).toHaveURL('/bounty-discovery');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the auth page has no serious or critical accessibility violations', async ({ page }) => {
  for (const path of ['/auth', '/auth#register']) {
    await page.goto(path);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoBlockingViolations(page, path);
  }
});
