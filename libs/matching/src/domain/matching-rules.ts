import { DomainError } from '#platform';

export const SONG_NOT_FOUND = 'Song not found';
export const NOT_YOUR_SONG = "Only the song's artist can see its matching playlists";

/**
 * At most this many matching playlists are listed, best first: the dialog shows a short list to
 * choose from, and the rest scores no better than the last one shown.
 */
export const MATCH_LIMIT = 50;

/** A song as the matching rules see it. */
export interface SongToMatch {
  readonly artistId: string;
  readonly isActive: boolean;
}

/**
 * Whether `viewerId` may see the matches of `song` (null: no such song), and whether there are
 * any: only the song's artist may ask (they are about to pitch it), and a hidden song is never
 * matched (spec 2.6), so it has none until it is unhidden.
 */
export function matchAccess(song: SongToMatch | null, viewerId: string): DomainError | 'hidden' | 'open' {
  if (!song) return new DomainError('not_found', SONG_NOT_FOUND);
  if (song.artistId !== viewerId) return new DomainError('forbidden', NOT_YOUR_SONG);
  return song.isActive ? 'open' : 'hidden';
}

/** A playlist as the matching rules see it. */
export interface PlaylistToMatch {
  readonly acceptingSubmissions: boolean;
  readonly curatorId: string;
  /** False while an admin has the curator's account deactivated, or has made them an artist only. */
  readonly curatorTakesRequests: boolean;
}

/**
 * Which playlists a song is matched against: those open to submissions (a closed one cannot take
 * the campaign request the match leads to), of a curator who takes requests (not deactivated nor
 * made an artist only: decision 0013), and never the song's artist's own (an artist who is also a curator would
 * be pitching to themselves and paying their own prices).
 */
export const isMatchCandidate = (playlist: PlaylistToMatch, song: SongToMatch): boolean =>
  playlist.acceptingSubmissions && playlist.curatorTakesRequests && playlist.curatorId !== song.artistId;
