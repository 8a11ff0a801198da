/**
 * Where a sign-in leads back to: the app address a visitor was asked to log in at
 * (`/auth?next=…`), or the dashboard. Only a path of this site, so that a link to the sign-in page
 * cannot send a user elsewhere once signed in.
 */
export function returnPathOf(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) ? next : '/';
}
