import { useState } from 'react';
import { failureMessage, isApiError, isErrorBody } from '../../api/api-error';
import { SEND_SUBMISSION_REQUEST_MESSAGE_MAX_LENGTH } from '../../api/request-limits.generated';
import { Button } from '../../components/button';
import { InsufficientCoinsAlert } from '../../components/insufficient-coins-alert';
import { TextAreaField } from '../../components/form-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { useGetUserPlaylistsQuery } from '../playlists';
import { BuyVibeCoinsButton, useBalance } from '../wallet';
import { CuratorReputation } from './curator-reputation';
import { useListSongSubmissionsQuery, useSendSubmissionMutation } from './submissions.api';

/** The server's limit on a request's message (spec section 3). */
const MESSAGE_MAX_LENGTH = SEND_SUBMISSION_REQUEST_MESSAGE_MAX_LENGTH;

export interface CampaignPlaylist {
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

/** The server's "The price of this playlist changed to N VC" (a 409 that carries the new price), if that is the failure. */
function priceChangeMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 409 || !isErrorBody(error.body)) return undefined;
  return 'price' in error.body && typeof error.body.price === 'number' ? error.body.message : undefined;
}

/**
 * The Request Campaign button and its dialog (spec 2.6 and 5): type and price, a message, and Send,
 * disabled without a message or when coins fall short (then a warning offers to buy more). While
 * the song waits for this playlist's answer, the button says so instead: a second request would be
 * refused (409).
 */
export function RequestCampaignButton({ song, playlist }: RequestCampaignProps) {
  const [open, setOpen] = useState(false);
  const { data: requests, isFetching } = useListSongSubmissionsQuery(song.id);
  const waiting = requests?.some((request) => request.playlist.id === playlist.id && request.status === 'pending') === true;
  // While the song's requests are read (again, after a send), nothing is offered that may be refused.
  if ((waiting || isFetching) && !open) {
    return (
      <Button variant="artist" disabled>
        {waiting ? 'Requested, awaiting answer' : 'Request Campaign'}
      </Button>
    );
  }
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

/** The dialog's body once the song and the playlist are known: type and price, message, Send. */
export function RequestCampaignForm({ song, playlist, onDone }: RequestCampaignProps & { onDone: () => void }) {
  const [type, setType] = useState<'review' | 'placement'>('review');
  const [message, setMessage] = useState('');
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const { data: balance } = useBalance();
  // The curator's prices as they are now, fetched each time the dialog opens and never read from a
  // cache alone: the request carries the price shown, and the server refuses it if that is not the
  // playlist's price any more. While they load, no price is shown and Send waits.
  const { data: curatorPlaylists, isFetching: pricesLoading, isError: pricesFailed, refetch: refetchPrices } = useGetUserPlaylistsQuery(playlist.curatorId, {
    refetchOnMountOrArgChange: true,
  });
  const prices: Pick<CampaignPlaylist, 'reviewPrice' | 'placementPrice'> | undefined = pricesLoading
    ? undefined
    : ((pricesFailed ? undefined : curatorPlaylists?.find((candidate) => candidate.id === playlist.id)) ?? playlist);
  const [send, { isLoading }] = useSendSubmissionMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const price = prices && (type === 'review' ? prices.reviewPrice : prices.placementPrice);
  const shortfall = balance !== undefined && price !== undefined && balance.available < price ? { needed: price, available: balance.available } : null;
  const short = shortfall !== null;
  const messageMissing = message.trim() === '';
  const messageTooLong = message.trim().length > MESSAGE_MAX_LENGTH;

  async function handleSend() {
    if (price === undefined) return;
    if (messageMissing) {
      showToast({ title: 'Message required', description: 'Please add a message to your campaign request.', tone: 'error' });
      return;
    }
    setPriceNotice(null);
    const result = await send({ songId: song.id, playlistId: playlist.id, type, price, message });
    if (result.error) {
      const priceChanged = priceChangeMessage(result.error);
      if (priceChanged) {
        // Nothing was reserved: show the new price and let the artist decide to send again.
        setPriceNotice(priceChanged);
        void refetchPrices();
        return;
      }
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
            ['review', 'Review', prices?.reviewPrice],
            ['placement', 'Placement', prices?.placementPrice],
          ] as const
        ).map(([value, label, cost]) => (
          <label key={value} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm">
            <span className="flex items-center gap-2">
              <input type="radio" name="campaign-type" value={value} checked={type === value} onChange={() => setType(value)} className="accent-slate-900" />
              {label}
            </span>
            <span className="font-semibold text-artist">{cost === undefined ? '…' : `${cost} VC`}</span>
          </label>
        ))}
      </fieldset>
      {priceNotice && (
        <div role="alert" className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="font-semibold">{priceNotice}</p>
          <p>Nothing was charged. The prices above are the playlist&rsquo;s prices now: send again to request it at the new price.</p>
        </div>
      )}
      <CuratorReputation curatorId={playlist.curatorId} />
      <TextAreaField
        label="Message to the curator"
        value={message}
        onChange={setMessage}
        error={undefined}
        hint={messageMissing ? 'Please add a message to your campaign request.' : undefined}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
      />
      <p className="text-sm text-slate-700">
        Available: <span className="font-semibold">{balance ? `${balance.available} VC` : '…'}</span>. The price is held until the curator answers, and refunded if
        they do not within 7 days.
      </p>
      {shortfall && <InsufficientCoinsAlert subject="This request" {...shortfall} buyAction={<BuyVibeCoinsButton variant="secondary" />} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button variant="artist" disabled={isLoading || short || price === undefined || messageMissing || messageTooLong} onClick={() => void handleSend()}>
          {short ? 'Insufficient Funds' : isLoading ? 'Sending…' : price === undefined ? 'Loading price…' : `Send Request (${price} VC)`}
        </Button>
      </div>
    </div>
  );
}
