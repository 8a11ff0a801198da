import { useEffect, useRef } from 'react';
import { buttonClassName } from '../../components/button';
import { countOf } from '../../components/count';
import { CoverArt } from '../../components/cover-art';
import { MatchBadge } from '../../components/match-badge';
import { CampaignOptions } from './campaign-options';
import type { MatchingPlaylist } from './matching.api';
import { webUrl } from './player-embed';
import { curatorName, listenLabel } from './playlist-facts';
import { SharedTags } from './shared-tags';
import { RequestCampaignButton } from '../submissions';

interface MatchDetailProps {
  playlist: MatchingPlaylist;
  songId: string;
  songTitle: string;
  onBack: () => void;
}

/** One matching playlist in full (spec 2.6), in place of the list; focus moves to its name. */
export function MatchDetail({ playlist, songId, songTitle, onBack }: MatchDetailProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const listenUrl = webUrl(playlist.playlistUrl);
  const facts = [countOf(playlist.followerCount, 'follower'), playlist.trackCount === null ? null : countOf(playlist.trackCount, 'track')];

  return (
    <article aria-labelledby="match-detail-name" className="grid gap-4">
      <div>
        <button type="button" onClick={onBack} className="rounded text-sm font-semibold text-slate-700 hover:text-slate-950 hover:underline focus-visible:outline-2 focus-visible:outline-slate-900">
          <span aria-hidden="true">← </span>Back to matches
        </button>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row">
        <CoverArt src={playlist.coverImageUrl ?? playlist.coverArtUrl} alt={`Cover of ${playlist.name}`} tone="curator" className="size-32 sm:size-36" />
        <div className="grid min-w-0 content-start gap-2">
          <h3 id="match-detail-name" ref={headingRef} tabIndex={-1} className="text-xl font-bold break-words text-slate-900 focus:outline-none">
            {playlist.name}
          </h3>
          <p className="text-sm text-slate-600">Curated by {curatorName(playlist)}</p>
          <div>
            <MatchBadge percentage={playlist.matchPercentage} />
          </div>
          <ul aria-label="Playlist size" className="flex flex-wrap gap-x-4 text-sm font-medium text-slate-800">
            {facts.map((fact) => fact && <li key={fact}>{fact}</li>)}
          </ul>
        </div>
      </div>
      <p className="text-sm whitespace-pre-line text-slate-700">{playlist.description}</p>
      <section aria-labelledby="match-detail-tags" className="grid gap-2">
        <h4 id="match-detail-tags" className="text-sm font-semibold text-slate-900">
          Tags <span className="font-normal text-slate-600">(green: shared with your song)</span>
        </h4>
        <SharedTags playlist={playlist} />
      </section>
      <section aria-labelledby="match-detail-campaign" className="grid gap-2">
        <h4 id="match-detail-campaign" className="text-sm font-semibold text-slate-900">
          Campaign options
        </h4>
        <CampaignOptions playlist={playlist} />
      </section>
      <div className="flex flex-wrap gap-2">
        <RequestCampaignButton song={{ id: songId, title: songTitle }} playlist={playlist} />
        {listenUrl && (
          <a href={listenUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
            {listenLabel(playlist)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
