/**
 * Whether a path is the admin area's (routes.tsx: /admin and its pages, /admin-panel,
 * /manage-artists, /manage-curators), shown in the admin frame rather than the signed-in one.
 * Runs in the signed-in page's first script too (apps/web/prerender-pages.ts), so it uses
 * nothing from outside its own body.
 */
export function isAdminPath(pathname: string): boolean {
  return /^\/(admin(\/.*)?|admin-panel|manage-artists|manage-curators)\/?$/.test(pathname);
}
