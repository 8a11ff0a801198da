import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { signUpArtist } from './support/accounts';
import { expectNoBlockingViolations } from './support/axe';
import { toast } from './support/toast';

const shotsDir = '/tmp/web-shots-2';
test.beforeAll(() => mkdirSync(shotsDir, { recursive: true }));

async function openBuyDialog(page: Page) {
  await page.getByRole('button', { name: 'Buy VibeCoins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy VibeCoins' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const amount = (page: Page, label: 'total' | 'reserved' | 'available') => page.getByTestId(`balance-${label}`);

test('an artist redeems a coupon and buys a package: the balance page, the history and the navigation agree', async ({ page }) => {
  await signUpArtist(page, 'Wren', 'wallet');
  await page.goto('/balance');
  await expect(page.getByRole('heading', { name: 'VibeCoin Balance' })).toBeVisible();
  await expect(amount(page, 'total')).toHaveText('0 VC');
  await expect(page.getByText('No movements yet.')).toBeVisible();

  let dialog = await openBuyDialog(page);
  await expect(dialog.getByRole('note')).toHaveText('Test mode: no card is charged. Any package you buy here is added to your balance at once.');
  await dialog.getByRole('button', { name: 'Have a coupon code?' }).click();
  await expect(dialog.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  await dialog.getByLabel('Coupon code').fill('NOT-A-COUPON');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(toast(page)).toContainText('Invalid Coupon');
  await expect(toast(page)).toContainText('This coupon code is not valid');
  await dialog.getByLabel('Coupon code').fill('e2e-coupon');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(toast(page).filter({ hasText: 'VibeCoins Added!' })).toContainText('Your VibeCoins have been added to your account');
  await expect(dialog).toBeHidden();
  await expect(amount(page, 'total')).toHaveText('1,000 VC');
  await expect(page.getByTestId('nav-balance')).toHaveText('1,000 VC');

  dialog = await openBuyDialog(page);
  await expect(dialog.getByRole('button', { name: 'Choose a package' })).toBeDisabled();
  await expect(dialog.getByText('Most Popular')).toBeVisible();
  await expect(dialog.getByText('Best Value')).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/buy-vibecoins-1280.png` });
  await expectNoBlockingViolations(page, 'buy dialog');
  await dialog.getByText('260 VC').click();
  await dialog.getByRole('button', { name: 'Buy 260 VC for $50' }).click();
  await expect(dialog).toBeHidden();
  await expect(amount(page, 'total')).toHaveText('1,260 VC');
  await expect(amount(page, 'available')).toHaveText('1,260 VC');
  await expect(page.getByTestId('nav-balance')).toHaveText('1,260 VC');

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveText([/VibeCoins bought.*\+260 VC/, /Coupon redeemed.*\+1,000 VC/]);
  await expectNoBlockingViolations(page, 'balance page');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotsDir}/balance-${width}.png`, fullPage: true });
  }
});

test('signed out, the balance page asks to log in', async ({ page }) => {
  await page.goto('/balance');
  await expect(page.getByText('Log in to see your VibeCoins')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  await expectNoBlockingViolations(page, 'balance signed out');
});
