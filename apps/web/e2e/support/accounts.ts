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

/** Opens Join Now and fills it in for a new account (its email made from the label), ready for Create Account. */
export async function openFilledSignUp(page: Page, role: SignUp['role'], firstName: string, label: string): Promise<void> {
  await page.goto('/auth#register');
  await fillSignUp(page, { firstName, lastName: 'Tester', email: uniqueEmail(label), role, password, confirmPassword: password });
}

/** Signs up through the UI as an artist and waits for the dashboard. */
export async function signUpArtist(page: Page, firstName: string, label: string): Promise<void> {
  await openFilledSignUp(page, 'Artist', firstName, label);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${firstName}!` })).toBeVisible();
}

/** Fills in and sends the curator profile setup screen (display name "{firstName} Curates"), and waits for the dashboard. */
export async function completeCuratorSetup(page: Page, firstName: string, beforeSending?: () => Promise<void>): Promise<void> {
  await page.getByLabel('Display name').fill(`${firstName} Curates`);
  await page.getByLabel('Bio').fill('Indie and dream pop playlists, updated weekly.');
  await beforeSending?.();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${firstName} Curates!` })).toBeVisible();
}

/** Signs up through the UI as a curator, completes the curator profile and waits for the dashboard. */
export async function signUpCurator(page: Page, firstName: string, label: string): Promise<void> {
  await openFilledSignUp(page, 'Curator', firstName, label);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await completeCuratorSetup(page, firstName);
}

/** Signs in through the Sign In tab of /auth (already open). */
export async function signIn(page: Page, email: string, withPassword: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(withPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The id of the user whose session the request context carries. */
export async function currentUserId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/user');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** Signs up through the API on a request context (whose cookie then is the new user's session); answers the user's id. */
export async function signUpThroughApi(request: APIRequestContext, account: { firstName: string; label: string; role: 'artist' | 'curator' }): Promise<string> {
  const registered = await request.post('/api/auth/register', {
    data: { email: uniqueEmail(account.label), password, firstName: account.firstName, lastName: 'Tester', role: account.role },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return currentUserId(request);
}

/**
 * Signs up a curator with a complete curator profile through the API, on a request context of
 * its own (whose cookie then is the curator's session), for tests that need a curator's playlists.
 */
export async function signUpCuratorThroughApi(request: APIRequestContext, displayName: string, label: string): Promise<void> {
  await signUpThroughApi(request, { firstName: displayName.split(' ')[0] ?? displayName, label, role: 'curator' });
  const profile = await request.patch('/api/curator/profile', { data: { displayName, bio: 'I curate playlists and listen to every submission.' } });
  expect(profile.ok(), await profile.text()).toBe(true);
}

/** The admin that scripts/start-e2e.mjs has the server create. */
export const ADMIN = { email: 'admin@vibematch.test', password: 'e2e-admin-password' } as const;

/** Signs the seeded admin in on a request context; a seeded admin has no role until one is chosen, so it is given the artist role. */
export async function signInAdminThroughApi(request: APIRequestContext): Promise<void> {
  const signedIn = await request.post('/api/auth/login', { data: ADMIN });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const me = (await signedIn.json()) as { role: string | null };
  if (me.role === null) expect((await request.patch('/api/users/role', { data: { role: 'artist' } })).ok()).toBe(true);
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
