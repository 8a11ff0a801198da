import { serverMessage } from '../../api/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { type Playlist, useDeletePlaylistMutation } from './playlists.api';

/** Deleting a playlist, after a confirmation. */
export function DeletePlaylistDialog({ playlist, onClose }: { playlist: Playlist | null; onClose: () => void }) {
  const [deletePlaylist, { isLoading }] = useDeletePlaylistMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function confirm(target: Playlist) {
    const result = await deletePlaylist(target.id);
    onClose();
    if (result.error) {
      showFailureToast(result.error, { title: 'Failed to delete playlist', description: serverMessage(result.error) ?? 'Please try again.' });
      return;
    }
    showToast({ title: 'Playlist Deleted', description: `“${target.name}” has been deleted.`, tone: 'success' });
  }

  return (
    <ConfirmDialog
      open={playlist !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Playlist"
      description={playlist ? `Delete “${playlist.name}”? Artists can no longer find it or send it songs.` : ''}
      confirmLabel="Delete Playlist"
      pendingLabel="Deleting…"
      isPending={isLoading}
      onConfirm={() => playlist && void confirm(playlist)}
      variant="danger"
    />
  );
}
