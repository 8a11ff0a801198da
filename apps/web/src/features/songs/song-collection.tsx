import { type ReactNode, Suspense, lazy, useState } from 'react';
import { CardGrid } from '../../components/card-grid';
import { AddSongTile } from './add-song-tile';
import { DeleteSongDialog } from './delete-song-dialog';
import type { CampaignUnderWay } from './song-display';
import { SongCard } from './song-card';
import { orderedSongs } from './song-display';
import type { SongCardActions } from './song-owner-actions';
import { SongVisibilityDialogs } from './song-visibility-dialogs';
import { type Song, useGetUserSongsQuery } from './songs.api';

// The form and its tag picker load when a song is first added or edited.
const SongFormDialog = lazy(async () => ({ default: (await import('./song-form-dialog')).SongFormDialog }));

interface SongCollectionProps {
  userId: string;
  /** The owner adds, edits, hides and deletes songs here; others only see and play them. */
  canManage: boolean;
  /** Whether the owner gets the Add Song tile (default: when managing); a curator-only account adds no songs. */
  canAddSongs?: boolean;
  /** Spec 2.6: on the dashboard the AI description needs a tag as well as a title; on the profile page only a title. */
  aiDescriptionNeedsTags: boolean;
  /** Shown under the grid while there are no songs. */
  emptyState: ReactNode;
  /** The marketplace's actions on the owner's cards (MatchMe, bounty, campaigns), wired by the screen that shows the collection. */
  marketplace?: Pick<SongCardActions, 'onMatchMe' | 'onSetBounty' | 'onEditBounty' | 'onCancelBounty' | 'onShowCampaigns' | 'hasBountyCampaigns'>;
  /** Song id to the campaign a curator runs on its bounty (the owner's view). */
  campaignsUnderWay?: ReadonlyMap<string, CampaignUnderWay>;
}

/** A user's songs as cards, in the spec's order, with the owner's Add Song tile and dialogs. */
export function SongCollection({ userId, canManage, canAddSongs = canManage, aiDescriptionNeedsTags, emptyState, marketplace, campaignsUnderWay }: SongCollectionProps) {
  const { data: songs, isLoading, isError, refetch } = useGetUserSongsQuery(userId);
  const [editing, setEditing] = useState<{ song: Song | null } | null>(null);
  const [deleting, setDeleting] = useState<Song | null>(null);
  const [changingVisibility, setChangingVisibility] = useState<Song | null>(null);
  const actions: SongCardActions | undefined = canManage
    ? { onEdit: (song) => setEditing({ song }), onDelete: setDeleting, onChangeVisibility: setChangingVisibility, ...marketplace }
    : undefined;

  if (isLoading) return <p className="text-slate-600">Loading songs…</p>;
  if (isError || !songs) {
    return (
      <p className="text-slate-700">
        Could not load the songs.{' '}
        <button type="button" onClick={() => void refetch()} className="font-medium underline">
          Try again
        </button>
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <CardGrid heading="Songs">
        {canAddSongs && (
          <li className="grid">
            <AddSongTile onClick={() => setEditing({ song: null })} />
          </li>
        )}
        {orderedSongs(songs).map((song) => (
          <li key={song.id} className="grid min-w-0">
            <SongCard song={song} actions={actions} campaign={campaignsUnderWay?.get(song.id)} />
          </li>
        ))}
      </CardGrid>
      {songs.length === 0 && emptyState}
      {editing && (
        <Suspense fallback={null}>
          <SongFormDialog song={editing.song} aiDescriptionNeedsTags={aiDescriptionNeedsTags} onDone={() => setEditing(null)} />
        </Suspense>
      )}
      <DeleteSongDialog song={deleting} onClose={() => setDeleting(null)} />
      <SongVisibilityDialogs song={changingVisibility} onClose={() => setChangingVisibility(null)} />
    </div>
  );
}
