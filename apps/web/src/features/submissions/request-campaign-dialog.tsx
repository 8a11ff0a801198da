import { useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { useBalance } from '../wallet';
import { CuratorReputation } from './curator-reputation';
import { useSendSubmissionMutation } from './submissions.api';

interface CampaignPlaylist {
  id: string;
  name: string;
  curatorId: string;
  reviewPrice: number;
  placementPrice: number;
}

interface RequestCampaignProps {
  song: { id: string; title: string };
  playlist: CampaignPlaylist;
}

/** The Request Campaign button and its dialog (spec 2.6 and 5): type and price, a message, and Send, disabled when coins fall short. */
export function RequestCampaignButton({ song, playlist }: RequestCampaignProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="artist" onClick={() => setOpen(true)}>
        Request Campaign
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title="Request Campaign" description={`“${song.title}” to ${playlist.name}`}>
        {open && <RequestCampaignForm song={song} playlist={playlist} onDone={() => setOpen(false)} />}
      </ModalDialog>
    </>
  );
}

function RequestCampaignForm({ song, playlist, onDone }: RequestCampaignProps & { onDone: () => void }) {
  const [type, setType] = useState<'review' | 'placement'>('review');
  const [message, setMessage] = useState('');
  const { data: balance } = useBalance();
  const [send, { isLoading }] = useSendSubmissionMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const price = type === 'review' ? playlist.reviewPrice : playlist.placementPrice;
  const short = balance !== undefined && balance.available < price;

  async function handleSend() {
    if (message.trim() === '') {
      showToast({ title: 'Message required', description: 'Please add a message to your campaign request.', tone: 'error' });
      return;
    }
    const result = await send({ songId: song.id, playlistId: playlist.id, type, message });
    if (result.error) {
      showFailureToast(result.error, { title: 'Failed to send request', description: failureMessage(result.error, 'Please try again.') });
      return;
    }
    showToast({ title: 'Campaign request sent!', description: 'The curator will review your submission soon.', tone: 'success' });
    onDone();
  }

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Campaign type</legend>
        {(
          [
            ['review', 'Review', playlist.reviewPrice],
            ['placement', 'Placement', playlist.placementPrice],
          ] as const
        ).map(([value, label, cost]) => (
          <label key={value} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm">
            <span className="flex items-center gap-2">
              <input type="radio" name="campaign-type" value={value} checked={type === value} onChange={() => setType(value)} className="accent-slate-900" />
              {label}
            </span>
            <span className="font-semibold text-artist">{cost} VC</span>
          </label>
        ))}
      </fieldset>
      <CuratorReputation curatorId={playlist.curatorId} />
      <TextAreaField label="Message to the curator" value={message} onChange={setMessage} error={undefined} rows={4} maxLength={1000} />
      <p className="text-sm text-slate-700">
        Available: <span className="font-semibold">{balance ? `${balance.available} VC` : '…'}</span>. The price is held until the curator answers, and refunded if
        they do not within 7 days.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button variant="artist" disabled={isLoading || short} onClick={() => void handleSend()}>
          {short ? 'Insufficient Funds' : isLoading ? 'Sending…' : `Send Request (${price} VC)`}
        </Button>
      </div>
    </div>
  );
}
