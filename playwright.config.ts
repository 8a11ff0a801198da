import { defineConfig } from '@playwright/test';

// End-to-end tests of the built web app against the real, built API on a fresh database.
// The browser is Debian's chromium: Playwright never downloads one here.
// E2E_PORT lets two checkouts run their browser tests side by side (default 3100).
const port = process.env.E2E_PORT ?? '3100';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'apps/web/e2e',
  testMatch: '**/*.e2e.ts',
  // Two cores: one worker keeps the API and the browser from starving each other.
  workers: 1,
  retries: 0,
  // A test's whole journey, not a speed check: on a busy two-core machine the longest admin and
  // marketplace journeys took just over Playwright's default 30 s.
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npm run start:e2e',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
