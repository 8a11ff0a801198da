import { type APIRequestContext, type Page, expect } from '@playwright/test';

// Each run signs up new accounts, so emails carry a per-run suffix.
const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
export const password = 'correct-horse-42';

export function uniqueEmail(label: string): string {
  return `${label}-${runId}@example.test`;
}

export interface SignUp {
  firstName: string;
  lastName: string;
  email: string;
  role: 'Artist' | 'Curator';
  password: string;
  confirmPassword: string;
}

export async function fillSignUp(page: Page, form: SignUp): Promise<void> {
  await page.getByLabel('First name').fill(form.firstName);
  await page.getByLabel('Last name').fill(form.lastName);
  await page.getByLabel('Email').fill(form.email);
  // The radio itself is visually hidden; people click the card around it.
  await page.getByText(form.role, { exact: true }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${form.role}`) })).toBeChecked();
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByLabel('Confirm password').fill(form.confirmPassword);
}

/** Signs up through the UI as an artist and waits for the dashboard. */
export async function signUpArtist(page: Page, firstName: string, label: string): Promise<void> {
  await page.goto('/auth#register');
  await fillSignUp(page, { firstName, lastName: 'Tester', email: uniqueEmail(label), role: 'Artist', password, confirmPassword: password });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${firstName}!` })).toBeVisible();
}

/** Signs up through the UI as a curator, completes the curator profile and waits for the dashboard. */
export async function signUpCurator(page: Page, firstName: string, label: string): Promise<void> {
  await page.goto('/auth#register');
  await fillSignUp(page, { firstName, lastName: 'Tester', email: uniqueEmail(label), role: 'Curator', password, confirmPassword: password });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Display name').fill(`${firstName} Curates`);
  await page.getByLabel('Bio').fill('Indie and dream pop playlists, updated weekly.');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${firstName} Curates!` })).toBeVisible();
}

/**
 * Signs up a curator with a complete curator profile through the API, on a request context of
 * its own (whose cookie then is the curator's session), for tests that need a curator's playlists.
 */
export async function signUpCuratorThroughApi(request: APIRequestContext, displayName: string, label: string): Promise<void> {
  const registered = await request.post('/api/auth/register', {
    data: { email: uniqueEmail(label), password, firstName: displayName.split(' ')[0], lastName: 'Tester', role: 'curator' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const profile = await request.patch('/api/curator/profile', { data: { displayName, bio: 'I curate playlists and listen to every submission.' } });
  expect(profile.ok(), await profile.text()).toBe(true);
}

/**
 * Turns the signed-in user into role "both" with a complete curator profile, through the API with
 * the page's own session cookie, then reloads so the app reads the new user.
 */
export async function becomeBothRoles(page: Page, firstName: string): Promise<void> {
  const roleResponse = await page.request.patch('/api/users/role', { data: { role: 'both' } });
  expect(roleResponse.ok()).toBe(true);
  const profileResponse = await page.request.patch('/api/curator/profile', { data: { displayName: `${firstName} Both`, bio: 'I curate dreamy indie playlists.' } });
  expect(profileResponse.ok()).toBe(true);
  await page.reload();
}

export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}
