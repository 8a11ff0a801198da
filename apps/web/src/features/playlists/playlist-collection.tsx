import { type ReactNode, Suspense, lazy, useState } from 'react';
import { Button } from '../../components/button';
import { CardGrid } from '../../components/card-grid';
import { PlusIcon } from '../../components/action-icons';
import { DeletePlaylistDialog } from './delete-playlist-dialog';
import { PlaylistCard, type PlaylistCardActions } from './playlist-card';
import { type Playlist, useGetUserPlaylistsQuery } from './playlists.api';

// The form and its tag picker load when a playlist is first created or edited.
const PlaylistFormDialog = lazy(async () => ({ default: (await import('./playlist-form-dialog')).PlaylistFormDialog }));

interface PlaylistCollectionProps {
  userId: string;
  /** The owner creates, edits and deletes playlists here; others only see them. */
  canManage: boolean;
  /** Shown instead of the grid while there are no playlists. */
  emptyState: ReactNode;
  /** Drawn between the Create Playlist button and the playlists. */
  intro?: ReactNode;
}

/** A curator's playlists as cards, with the owner's Create Playlist button and dialogs (spec 2.6, 2.8). */
export function PlaylistCollection({ userId, canManage, emptyState, intro }: PlaylistCollectionProps) {
  const { data: playlists, isLoading, isError, refetch } = useGetUserPlaylistsQuery(userId);
  const [editing, setEditing] = useState<{ playlist: Playlist | null } | null>(null);
  const [deleting, setDeleting] = useState<Playlist | null>(null);
  const actions: PlaylistCardActions | undefined = canManage ? { onEdit: (playlist) => setEditing({ playlist }), onDelete: setDeleting } : undefined;

  return (
    <div className="grid gap-4">
      {canManage && (
        <div>
          <Button variant="curator" onClick={() => setEditing({ playlist: null })}>
            <PlusIcon className="size-4" />
            Create Playlist
          </Button>
        </div>
      )}
      {intro}
      {isLoading && <p className="text-slate-600">Loading playlists…</p>}
      {isError && (
        <p className="text-slate-700">
          Could not load the playlists.{' '}
          <button type="button" onClick={() => void refetch()} className="font-medium underline">
            Try again
          </button>
        </p>
      )}
      {playlists?.length === 0 && emptyState}
      {playlists && playlists.length > 0 && (
        <CardGrid heading="Playlists">
          {playlists.map((playlist) => (
            <li key={playlist.id} className="grid min-w-0">
              <PlaylistCard playlist={playlist} actions={actions} />
            </li>
          ))}
        </CardGrid>
      )}
      {editing && (
        <Suspense fallback={null}>
          <PlaylistFormDialog playlist={editing.playlist} onDone={() => setEditing(null)} />
        </Suspense>
      )}
      <DeletePlaylistDialog playlist={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
