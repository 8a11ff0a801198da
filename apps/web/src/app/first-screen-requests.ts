/** Who is signed in, as the session's answer says: what a first screen's reads depend on. */
export interface FirstScreenUser {
  id: string;
  role: 'artist' | 'curator' | 'both' | null;
  curatorProfileComplete: boolean;
}

/**
 * The API reads a signed-in screen makes when it is first drawn, by its address and who is signed
 * in. The signed-in page's first script asks for them while the app's code is still on its way,
 * and the app takes those answers when its screens ask the same (api/early-requests.ts). A read
 * missing here is only asked later, as before; one that the screen does not make is asked for
 * nothing (prerendered-pages.e2e.ts checks both on each screen listed). Only reads of the first
 * drawing: those that wait for another answer (a profile's songs) come after the early answers
 * are given up (early-requests.ts). Runs in that first script too (apps/web/prerender-pages.ts),
 * so it uses nothing from outside its own body.
 */
export function firstScreenRequests(
  { pathname, search }: { pathname: string; search: string },
  user: FirstScreenUser,
  activeRole: 'artist' | 'curator',
): string[] {
  // Choosing a role or setting up a curator profile: the onboarding screens ask nothing.
  if (user.role === null || (user.role !== 'artist' && !user.curatorProfileComplete)) return [];
  // roles/active-role.ts: artist tools for all but curators, curator tools for all but artists.
  const artistTools = user.role !== 'curator';
  const curatorTools = user.role !== 'artist';
  const dashboard = activeRole === 'artist' ? [`/api/users/${user.id}/songs`, '/api/submissions/artist', '/api/user/active-bounties', '/api/user/bounty-campaigns'] : [`/api/users/${user.id}/playlists`, '/api/submissions/curator'];
  // The discovery page's first filter (bounty-discovery-page.tsx); an address with its own asks otherwise.
  const discovery = ['/api/bounties/discover?min=0&max=1000&sort=best_match&limit=48', '/api/bounties/discover/summary?min=0&max=1000'];
  const screens: [RegExp, (path: RegExpExecArray) => string[]][] = [
    [/^\/$/, () => dashboard],
    [/^\/submissions$/, () => [...(artistTools ? ['/api/submissions/artist'] : []), ...(curatorTools ? ['/api/submissions/curator'] : [])]],
    [/^\/balance$/, () => ['/api/wallet/transactions?limit=20']],
    [/^\/bounty-discovery$/, () => (curatorTools && search === '' ? discovery : [])],
    [/^\/campaigns$/, () => (curatorTools ? ['/api/campaigns'] : [])],
    [/^\/(?:artist|curator)\/([^/]+)$/, ([, id]) => [`/api/users/${id}`]],
    [/^\/(?:search|settings|blog(?:\/[^/]+)?)$/, () => []],
  ];
  for (const [path, reads] of screens) {
    const found = path.exec(pathname);
    // The signed-in frame shows the balance beside each of these screens.
    if (found) return ['/api/user/balance', ...reads(found)];
  }
  // The admin area, a page not found: another frame, or nothing to ask.
  return [];
}
