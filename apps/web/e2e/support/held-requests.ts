import type { Page, Request } from '@playwright/test';

/**
 * Holds back the requests of `page` that `url` matches (and `held` accepts, when given) until the
 * returned function is called; they are then sent on, as the browser made them.
 */
export async function holdRequests(page: Page, url: string | RegExp, held: (request: Request) => boolean = () => true): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (held(route.request())) await released;
    await route.continue();
  });
  return release;
}
