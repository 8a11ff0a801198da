import { failureMessage } from '../../api/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { useCancelBountyMutation } from './bounties.api';
import type { BountySong } from './set-bounty-dialog';

/** Cancel Bounty (spec 2.6): confirmed, then "Bounty Cancelled" with the coins returned. */
export function CancelBountyDialog({ song, onClose }: { song: BountySong; onClose: () => void }) {
  const [cancelBounty, { isLoading }] = useCancelBountyMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function handleConfirm() {
    const result = await cancelBounty(song.id);
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: failureMessage(result.error, 'Failed to cancel bounty') });
      return;
    }
    showToast({ title: 'Bounty Cancelled', description: `${result.data.releasedAmount} VibeCoins have been returned to your balance.`, tone: 'success' });
    onClose();
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Cancel Bounty"
      description={`The bounty on “${song.title}” ends and its VibeCoins return to your available balance.`}
      confirmLabel="Cancel Bounty"
      pendingLabel="Cancelling…"
      isPending={isLoading}
      onConfirm={() => void handleConfirm()}
      variant="danger"
    />
  );
}
