import { useState } from 'react';
import { isApiError, serverMessage } from '../../api/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { CannotHideDialog } from './cannot-hide-dialog';
import { type CannotHideBody, type Song, useSetSongVisibilityMutation } from './songs.api';

function cannotHideBody(error: unknown): CannotHideBody | null {
  if (!isApiError(error) || error.kind !== 'http' || typeof error.body !== 'object' || error.body === null) return null;
  return 'canHide' in error.body && error.body.canHide === false ? (error.body as CannotHideBody) : null;
}

const COPY = {
  hide: {
    title: 'Hide Song',
    description: (title: string) => `Hide “${title}”? Hidden songs are not shown in curator searches or matching. You can unhide it anytime.`,
    confirm: 'Hide Song',
    pending: 'Hiding…',
  },
  unhide: {
    title: 'Unhide Song',
    description: (title: string) => `Show “${title}” again? Curators will find it in searches and matching.`,
    confirm: 'Unhide Song',
    pending: 'Unhiding…',
  },
} as const;

/** Hide or unhide with a confirmation (spec 2.6), or the "Cannot Hide Song" dialog when the server refuses. */
export function SongVisibilityDialogs({ song, onClose }: { song: Song | null; onClose: () => void }) {
  const [setVisibility, { isLoading }] = useSetSongVisibilityMutation();
  const [refusal, setRefusal] = useState<CannotHideBody | null>(null);
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const copy = COPY[song?.isActive === false ? 'unhide' : 'hide'];

  async function confirm(target: Song) {
    const result = await setVisibility({ songId: target.id, setSongVisibilityRequest: { isActive: !target.isActive } });
    onClose();
    if (result.error) {
      const refused = cannotHideBody(result.error);
      if (refused) setRefusal(refused);
      else showFailureToast(result.error, { title: 'Error', description: serverMessage(result.error) ?? 'Failed to update song visibility.' });
      return;
    }
    // The server words the outcome ("Song hidden", and what that means).
    showToast({ title: result.data.message, description: result.data.details, tone: 'success' });
  }

  return (
    <>
      <ConfirmDialog
        open={song !== null}
        onOpenChange={(open) => !open && onClose()}
        title={copy.title}
        description={song ? copy.description(song.title) : ''}
        confirmLabel={copy.confirm}
        pendingLabel={copy.pending}
        isPending={isLoading}
        onConfirm={() => song && void confirm(song)}
        variant="artist"
      />
      <CannotHideDialog refusal={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}
