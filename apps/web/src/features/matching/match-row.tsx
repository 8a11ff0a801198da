import { Button } from '../../components/button';
import { countOf } from '../../components/count';
import { CoverArt } from '../../components/cover-art';
import { ChevronDownIcon } from '../../components/icons';
import { MatchBadge } from '../../components/match-badge';
import { CampaignOptions } from './campaign-options';
import type { MatchingPlaylist } from './matching.api';
import { PlayerFrame } from './player-frame';
import { curatorName } from './playlist-facts';
import { SharedTags } from './shared-tags';

interface MatchRowProps {
  playlist: MatchingPlaylist;
  expanded: boolean;
  onToggle: () => void;
  onShowDetails: () => void;
}

/** The id of a row's expand button, to give focus back to it when the detail view closes. */
export function matchToggleId(playlistId: string): string {
  return `match-${playlistId}-toggle`;
}

/** One matching playlist: its summary, and when expanded its description, campaign options and player. */
export function MatchRow({ playlist, expanded, onToggle, onShowDetails }: MatchRowProps) {
  const panelId = `match-${playlist.id}-panel`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-start gap-3 p-3 sm:p-4">
        <CoverArt src={playlist.coverImageUrl ?? playlist.coverArtUrl} alt="" tone="curator" className="size-12 sm:size-14" />
        <div className="grid min-w-0 flex-1 gap-2">
          {/* The badge goes under the name when both do not fit side by side (narrow screens). */}
          <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
            <h3 className="min-w-48 flex-1 font-semibold text-slate-900">
              <button
                type="button"
                id={matchToggleId(playlist.id)}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={onToggle}
                className="flex items-start gap-1 rounded text-left hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
              >
                <span className="break-words">{playlist.name}</span>
                <ChevronDownIcon className={`mt-0.5 size-4 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`} />
              </button>
            </h3>
            <MatchBadge percentage={playlist.matchPercentage} />
          </div>
          <p className="text-sm text-slate-600">
            Curated by {curatorName(playlist)} · {countOf(playlist.followerCount, 'follower')}
          </p>
          <SharedTags playlist={playlist} />
        </div>
      </div>
      {expanded && (
        <div id={panelId} className="grid gap-3 rounded-b-xl border-t border-slate-100 bg-slate-50 p-3 sm:p-4">
          <p className="text-sm whitespace-pre-line text-slate-700">{playlist.description}</p>
          <CampaignOptions playlist={playlist} />
          <PlayerFrame playlistUrl={playlist.playlistUrl} playlistName={playlist.name} />
          <div>
            <Button variant="secondary" onClick={onShowDetails}>
              View details
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
