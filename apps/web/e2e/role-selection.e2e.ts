import { expect, test } from '@playwright/test';
import { password, uniqueEmail } from './support/accounts';
import { toast } from './support/toast';

// Sign-up always sets a role: an account has none only after a first Google sign-in (not set up
// for the browser tests) or as the seeded admin (whom other files give a role). So the test
// answers the current-user call without the role until Continue; the role saved and every screen
// after it are the server's.
test('a user without a role chooses one, is told "Role updated" and goes on to the next screen', async ({ page }) => {
  const registered = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('role-selection'), password, firstName: 'Rhea', lastName: 'Tester', role: 'artist' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const withoutRole = '**/api/auth/user';
  await page.route(withoutRole, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), role: null } });
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How will you use VibeMatch?' })).toBeVisible();
  await page.getByText('Curator', { exact: true }).click();
  await page.unroute(withoutRole);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(toast(page)).toContainText('Role updated');
  await expect(toast(page)).toContainText('You joined as a curator: set up your curator profile next.');
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/web-shots-messages/role-updated-${width}.png` });
  }
});
