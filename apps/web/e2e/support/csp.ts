import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation of the page (the `securitypolicyviolation`
 * event, from the first script on) and every console report of one; call before the first goto.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`));
  });
  return async () => [...reported, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}
