import { useId } from 'react';
import { buttonClassName } from '../../components/button';
import { CoverArt } from '../../components/cover-art';
import { ExternalLinkPill } from '../../components/external-link-pill';
import { ClockIcon } from '../../components/action-icons';
import { PlayIcon } from '../../components/icons';
import { SONG_CARD_TAG_PREVIEW } from '../../constants';
import { TagBadges } from '../tags';
import { SongBountyBox } from './song-bounty-box';
import { type SongCardActions, SongOwnerActions } from './song-owner-actions';
import { type CampaignUnderWay, combinedSubmissionStatus, formatDuration, songLinks } from './song-display';
import type { Song, SubmissionStatus } from './songs.api';

/** The card's glow and the words that say the same for those who cannot see it. */
const STATUS_LOOK: Record<SubmissionStatus, { glow: string; label: string; badge: string }> = {
  added: { glow: 'ring-2 ring-green-500 shadow-lg shadow-green-200', label: 'Added to a playlist', badge: 'bg-green-100 text-green-900' },
  pending: { glow: 'ring-2 ring-amber-400 shadow-lg shadow-amber-200', label: 'Pending review', badge: 'bg-amber-100 text-amber-900' },
  reviewed: { glow: 'ring-2 ring-sky-400 shadow-lg shadow-sky-200', label: 'Reviewed', badge: 'bg-sky-100 text-sky-900' },
  rejected: { glow: 'ring-2 ring-red-400 shadow-lg shadow-red-200', label: 'Rejected', badge: 'bg-red-100 text-red-900' },
};

function Badge({ className, children }: { className: string; children: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}>{children}</span>;
}

/**
 * A song as the dashboard and the artist profile show it (spec 2.6); the owner gets `actions`, and
 * `campaign` while a curator holds the song's bounty.
 */
export function SongCard({ song, actions, campaign }: { song: Song; actions?: SongCardActions; campaign?: CampaignUnderWay }) {
  const titleId = useId();
  const status = combinedSubmissionStatus(song);
  const look = status ? STATUS_LOOK[status] : null;
  const links = songLinks(song);
  const playUrl = links[0]?.url;

  return (
    <article
      aria-labelledby={titleId}
      data-status={status ?? 'none'}
      className={`flex min-w-0 flex-col gap-3 rounded-xl p-4 ${look ? look.glow : 'border border-slate-200 shadow-sm'} ${song.isActive ? 'bg-white' : 'border-dashed bg-slate-50'}`}
    >
      <div className="flex gap-3">
        <CoverArt src={song.coverArtUrl} alt={`Cover art of ${song.title}`} tone="artist" className={`size-20 ${song.isActive ? '' : 'opacity-60'}`} />
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <h3 id={titleId} className="truncate font-semibold text-slate-900" title={song.title}>
            {song.title}
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            {!song.isActive && <Badge className="bg-slate-200 text-slate-800">Hidden</Badge>}
            {look && <Badge className={look.badge}>{look.label}</Badge>}
            {song.duration !== null && (
              <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                <ClockIcon className="size-3.5" />
                <span className="sr-only">Duration </span>
                {formatDuration(song.duration)}
              </span>
            )}
          </div>
          {song.description && <p className="line-clamp-2 text-sm text-slate-600">{song.description}</p>}
        </div>
      </div>
      <TagBadges tags={song.tags} limit={SONG_CARD_TAG_PREVIEW} label={`Tags of ${song.title}`} />
      {song.bounty && <SongBountyBox bounty={song.bounty} campaign={campaign} />}
      {links.length > 0 && (
        <ul aria-label={`Listen to ${song.title}`} className="flex flex-wrap gap-1.5">
          {links.map((link) => (
            <li key={link.label}>
              <ExternalLinkPill href={link.url} label={link.label} about={song.title} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        {playUrl && (
          <a href={playUrl} target="_blank" rel="noopener noreferrer" className={`${buttonClassName('artist')} px-3`}>
            <PlayIcon className="size-4" />
            Play
            <span className="sr-only"> {song.title} (opens in a new tab)</span>
          </a>
        )}
        {actions && <SongOwnerActions song={song} actions={actions} campaign={campaign} />}
      </div>
    </article>
  );
}
