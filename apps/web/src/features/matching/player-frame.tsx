import { EMBEDDED_PLAYER_HEIGHT_PX } from '../../constants';
import { playerEmbedFor } from './player-embed';

/**
 * The playlist's streaming player (spec 2.6, height 152), loaded only when scrolled into view.
 * The attributes are the providers' own embed codes; the frames are cross-origin, so they cannot
 * reach this page. Sites without a player (Apple Music, others) get a line saying so.
 */
export function PlayerFrame({ playlistUrl, playlistName }: { playlistUrl: string; playlistName: string }) {
  const embed = playerEmbedFor(playlistUrl);
  if (!embed) return <p className="text-sm text-slate-600">This playlist's site has no player that can be embedded here; use the listen link.</p>;
  return (
    <iframe
      src={embed.src}
      title={`${embed.provider} player: ${playlistName}`}
      loading="lazy"
      width="100%"
      height={EMBEDDED_PLAYER_HEIGHT_PX}
      allow="clipboard-write; encrypted-media; fullscreen; picture-in-picture"
      className="block w-full rounded-xl border-0 bg-slate-100"
    />
  );
}
