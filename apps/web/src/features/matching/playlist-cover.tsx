import type { MatchingPlaylist } from './matching.api';
import { coverOf } from './playlist-facts';

/** The cover, or a coloured square without one; decorative, as the playlist's name is beside it. */
export function PlaylistCover({ playlist, className }: { playlist: MatchingPlaylist; className: string }) {
  const cover = coverOf(playlist);
  if (cover) return <img src={cover} alt="" loading="lazy" className={`shrink-0 rounded-lg object-cover ${className}`} />;
  return <div aria-hidden="true" className={`shrink-0 rounded-lg bg-gradient-to-br from-orange-300 to-green-400 ${className}`} />;
}
