import { describe, expect, it } from '@jest/globals';
import { type FirstScreenUser, firstScreenRequests } from './first-screen-requests';

const at = (pathname: string, search = '') => ({ pathname, search });
const artist: FirstScreenUser = { id: 'a1', role: 'artist', curatorProfileComplete: false };
const curator: FirstScreenUser = { id: 'c1', role: 'curator', curatorProfileComplete: true };
const both: FirstScreenUser = { id: 'b1', role: 'both', curatorProfileComplete: true };
const BALANCE = '/api/user/balance';

describe('firstScreenRequests', () => {
  it("asks an artist's dashboard for their songs, sent requests and bounties, beside the balance", () => {
    expect(firstScreenRequests(at('/'), artist, 'artist')).toEqual([BALANCE, '/api/users/a1/songs', '/api/submissions/artist', '/api/user/active-bounties', '/api/user/bounty-campaigns']);
  });

  it("asks a curator's dashboard, and a both user's on the curator side, for their playlists and received requests", () => {
    const curatorSide = (id: string) => [BALANCE, `/api/users/${id}/playlists`, '/api/submissions/curator'];
    expect(firstScreenRequests(at('/'), curator, 'curator')).toEqual(curatorSide('c1'));
    expect(firstScreenRequests(at('/'), both, 'curator')).toEqual(curatorSide('b1'));
  });

  it('asks the submissions page for the lists of each role the account has', () => {
    expect(firstScreenRequests(at('/submissions'), artist, 'artist')).toEqual([BALANCE, '/api/submissions/artist']);
    expect(firstScreenRequests(at('/submissions'), curator, 'curator')).toEqual([BALANCE, '/api/submissions/curator']);
    expect(firstScreenRequests(at('/submissions'), both, 'artist')).toEqual([BALANCE, '/api/submissions/artist', '/api/submissions/curator']);
  });

  it('asks the curator tools only of an account that has them, and discovery only at its first filter', () => {
    expect(firstScreenRequests(at('/campaigns'), curator, 'curator')).toEqual([BALANCE, '/api/campaigns']);
    expect(firstScreenRequests(at('/campaigns'), artist, 'artist')).toEqual([BALANCE]);
    expect(firstScreenRequests(at('/bounty-discovery'), both, 'artist')).toHaveLength(3);
    expect(firstScreenRequests(at('/bounty-discovery'), artist, 'artist')).toEqual([BALANCE]);
    expect(firstScreenRequests(at('/bounty-discovery', '?q=dream'), curator, 'curator')).toEqual([BALANCE]);
  });

  it("asks a profile for the profile at its address, and the balance page for the first page of the user's transactions", () => {
    expect(firstScreenRequests(at('/artist/x9'), curator, 'curator')).toEqual([BALANCE, '/api/users/x9']);
    expect(firstScreenRequests(at('/curator/c1'), curator, 'curator')).toEqual([BALANCE, '/api/users/c1']);
    expect(firstScreenRequests(at('/balance'), artist, 'artist')).toEqual([BALANCE, '/api/wallet/transactions?limit=20']);
  });

  it.each(['/search', '/settings', '/blog', '/blog/some-article'])('asks %s for the balance alone', (path) => {
    expect(firstScreenRequests(at(path), artist, 'artist')).toEqual([BALANCE]);
  });

  it.each(['/admin', '/admin/ledger', '/manage-artists', '/no-such-page', '/artist/x9/more'])('asks nothing at %s: another frame, or no page', (path) => {
    expect(firstScreenRequests(at(path), curator, 'curator')).toEqual([]);
  });

  it('asks nothing while the user is choosing a role or setting up a curator profile', () => {
    expect(firstScreenRequests(at('/'), { ...artist, role: null }, 'artist')).toEqual([]);
    expect(firstScreenRequests(at('/'), { ...curator, curatorProfileComplete: false }, 'curator')).toEqual([]);
    expect(firstScreenRequests(at('/'), { ...both, curatorProfileComplete: false }, 'artist')).toEqual([]);
  });
});
