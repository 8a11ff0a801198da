import { useState } from 'react';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import type { MatchingPlaylist } from './matching.api';

interface RequestCampaignProps {
  songTitle: string;
  playlist: MatchingPlaylist;
}

/**
 * The Request Campaign button and its dialog. Sending a request costs VibeCoins, and the wallet
 * does not exist yet: until it does, the dialog says so plainly and sends nothing (the wallet
 * issue replaces the notice with the type, message and send of spec 2.6).
 */
export function RequestCampaignButton({ songTitle, playlist }: RequestCampaignProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="artist" onClick={() => setOpen(true)}>
        Request Campaign
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title="Request Campaign" description={`“${songTitle}” to ${playlist.name}`}>
        <div className="grid gap-4">
          <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <strong className="font-semibold">Not available yet.</strong> Campaign requests open together with VibeCoin wallets. Nothing has been
            sent and nothing has been charged.
          </p>
          <p className="text-sm text-slate-700">
            Then you will choose a review ({playlist.reviewPrice} VC) or a placement ({playlist.placementPrice} VC), write a message to the curator
            and send it.
          </p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Back to the playlist
            </Button>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
