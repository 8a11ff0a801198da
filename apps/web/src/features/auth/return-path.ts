/**
 * One slash, then no slash or backslash (`//host` and `/\host` are other sites to a browser), and
 * no whitespace or control character anywhere: a browser drops tabs and line breaks from an
 * address, so `/<tab>/host` would become `//host`. An address's own path never has them unencoded.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\p{Cc}]*$/u;

/**
 * Where a sign-in leads back to: the app address a visitor was asked to log in at
 * (`/auth?next=…`), or the dashboard. Only a path of this site, so that a link to the sign-in page
 * cannot send a user elsewhere once signed in.
 */
export function returnPathOf(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && SITE_PATH.test(next) ? next : '/';
}
