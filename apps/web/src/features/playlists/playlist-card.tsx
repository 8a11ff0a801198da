import { type ReactNode, useId } from 'react';
import { CoverArt } from '../../components/cover-art';
import { ExternalLinkPill } from '../../components/external-link-pill';
import { IconButton } from '../../components/icon-button';
import { PencilIcon, TrashIcon } from '../../components/action-icons';
import { TagBadges } from '../tags';
import { PLATFORM_LABELS } from './playlist-form-values';
import type { Playlist } from './playlists.api';
import { formatWholeNumber } from '../../components/en-us-format';

export interface PlaylistCardActions {
  onEdit: (playlist: Playlist) => void;
  onDelete: (playlist: Playlist) => void;
}


function followers(count: number): string {
  return `${formatWholeNumber(count)} ${count === 1 ? 'follower' : 'followers'}`;
}

interface PlaylistCardProps {
  playlist: Playlist;
  actions?: PlaylistCardActions;
  /** More links in the footer, for where the card is shown (search adds its curator's page). */
  links?: ReactNode;
}

/** A playlist as the dashboard, the curator profile and search show it (spec 2.6, 2.8, 2.9); the owner gets `actions`. */
export function PlaylistCard({ playlist, actions, links }: PlaylistCardProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex gap-3">
        <CoverArt src={playlist.coverImageUrl ?? playlist.coverArtUrl} alt={`Cover of ${playlist.name}`} tone="curator" />
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <h3 id={titleId} className="truncate font-semibold text-slate-900" title={playlist.name}>
            {playlist.name}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            {!playlist.acceptingSubmissions && <span className="rounded-full bg-slate-800 px-2 py-0.5 font-semibold text-white">Closed</span>}
            {PLATFORM_LABELS[playlist.platform]}
          </p>
          <p className="text-xs font-medium text-slate-800">
            {followers(playlist.followerCount)}
            {playlist.trackCount !== null && ` · ${formatWholeNumber(playlist.trackCount)} tracks`}
          </p>
          <p className="line-clamp-2 text-sm text-slate-600">{playlist.description}</p>
        </div>
      </div>
      <TagBadges tags={playlist.tags} label={`Tags of ${playlist.name}`} />
      <p className="text-xs text-slate-600">
        Review {playlist.reviewPrice} VC · Placement {playlist.placementPrice} VC
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <ExternalLinkPill href={playlist.playlistUrl} label={`Open on ${PLATFORM_LABELS[playlist.platform]}`} about={playlist.name} />
        {links}
        {actions && (
          <div className="ml-auto flex gap-1.5">
            <IconButton label={`Edit ${playlist.name}`} hint="Edit playlist" onClick={() => actions.onEdit(playlist)}>
              <PencilIcon className="size-4" />
            </IconButton>
            <IconButton label={`Delete ${playlist.name}`} hint="Delete playlist" tone="danger" onClick={() => actions.onDelete(playlist)}>
              <TrashIcon className="size-4" />
            </IconButton>
          </div>
        )}
      </div>
    </article>
  );
}
