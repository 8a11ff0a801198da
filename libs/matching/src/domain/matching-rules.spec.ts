import { DomainError } from '#platform';
import { isMatchCandidate, matchAccess, NOT_YOUR_SONG, SONG_NOT_FOUND } from './matching-rules.js';

const song = { artistId: 'ana', isActive: true };

describe('matchAccess', () => {
  it('refuses an unknown song with 404 and a song of another artist with 403', () => {
    expect(matchAccess(null, 'ana')).toEqual(new DomainError('not_found', SONG_NOT_FOUND));
    expect(matchAccess(song, 'bob')).toEqual(new DomainError('forbidden', NOT_YOUR_SONG));
  });

  it("lets the song's artist see its matches, and a hidden song has none", () => {
    expect(matchAccess(song, 'ana')).toBe('open');
    expect(matchAccess({ ...song, isActive: false }, 'ana')).toBe('hidden');
  });
});

describe('isMatchCandidate', () => {
  const open = { acceptingSubmissions: true, curatorId: 'cara', curatorTakesRequests: true };
  it("takes playlists open to submissions, never a closed one, one of a deactivated curator nor one of the song's artist", () => {
    expect(isMatchCandidate(open, song)).toBe(true);
    expect(isMatchCandidate({ ...open, acceptingSubmissions: false }, song)).toBe(false);
    expect(isMatchCandidate({ ...open, curatorTakesRequests: false }, song)).toBe(false);
    expect(isMatchCandidate({ ...open, curatorId: 'ana' }, song)).toBe(false);
  });
});
