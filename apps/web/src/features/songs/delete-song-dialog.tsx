import { serverMessage } from '../../api/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { type Song, useDeleteSongMutation } from './songs.api';

/** Spec 2.6: delete confirms, then says "Song Deleted"; the server's refusal (a bounty, pending reviews) is shown as it words it. */
export function DeleteSongDialog({ song, onClose }: { song: Song | null; onClose: () => void }) {
  const [deleteSong, { isLoading }] = useDeleteSongMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function confirm(target: Song) {
    const result = await deleteSong(target.id);
    onClose();
    if (result.error) {
      showFailureToast(result.error, { title: 'Failed to delete song', description: serverMessage(result.error) ?? 'Please try again.' });
      return;
    }
    showToast({ title: 'Song Deleted', description: `“${target.title}” has been deleted.`, tone: 'success' });
  }

  return (
    <ConfirmDialog
      open={song !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Song"
      description={song ? `Delete “${song.title}”? Its links, tags and description are removed for good.` : ''}
      confirmLabel="Delete Song"
      pendingLabel="Deleting…"
      isPending={isLoading}
      onConfirm={() => song && void confirm(song)}
      variant="danger"
    />
  );
}
