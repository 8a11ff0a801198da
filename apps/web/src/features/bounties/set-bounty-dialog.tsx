import { type ReactNode, useState } from 'react';
import { failureMessage } from '../../api/api-error';
import {
  BOUNTY_TERMS_REQUEST_DESCRIPTION_MAX_LENGTH,
  BOUNTY_TERMS_REQUEST_REVIEW_AMOUNT_MAXIMUM,
  BOUNTY_TERMS_REQUEST_REVIEW_AMOUNT_MINIMUM,
} from '../../api/request-limits.generated';
import { Button } from '../../components/button';
import { InsufficientCoinsAlert } from '../../components/insufficient-coins-alert';
import { TextAreaField } from '../../components/form-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { AmountSlider } from './amount-slider';
import { useEditBountyMutation, useSetBountyMutation } from './bounties.api';

/** Spec section 9: the sliders' ranges, steps and defaults (the review's range is the server's). */
export const REVIEW_SLIDER = { min: BOUNTY_TERMS_REQUEST_REVIEW_AMOUNT_MINIMUM, max: BOUNTY_TERMS_REQUEST_REVIEW_AMOUNT_MAXIMUM, step: 5, initial: 25 } as const;
export const PLACEMENT_SLIDER = { min: 50, max: 300, step: 25, initial: 125 } as const;
const DESCRIPTION_MAX_LENGTH = BOUNTY_TERMS_REQUEST_DESCRIPTION_MAX_LENGTH;

export interface BountySong {
  id: string;
  title: string;
  /** The song's active bounty (amounts as numeric strings), whose terms Edit Bounty starts from. */
  bounty?: { reviewAmount: string; placementAmount: string; description: string | null } | null;
}

interface SetBountyDialogProps {
  song: BountySong;
  /** Edit Bounty: change the terms of the song's open bounty; the difference of the totals is reserved or released. */
  editing?: boolean;
  /** The artist's available coins (undefined while loading). */
  available: number | undefined;
  /** Where more coins come from, shown when they fall short (the wallet's Buy VibeCoins). */
  buyAction: ReactNode;
  onClose: () => void;
}

/** The terms the dialog opens with: the bounty's own when editing, else the spec's defaults. */
function initialTerms(song: BountySong, editing: boolean) {
  const current = editing ? song.bounty : null;
  if (!current) return { serviceType: 'both' as const, reviewAmount: REVIEW_SLIDER.initial, placementAmount: PLACEMENT_SLIDER.initial, description: '' };
  const placement = Number(current.placementAmount);
  return {
    serviceType: placement > 0 ? ('both' as const) : ('review' as const),
    reviewAmount: Number(current.reviewAmount),
    placementAmount: placement > 0 ? placement : PLACEMENT_SLIDER.initial,
    description: current.description ?? '',
  };
}

const totalOf = (bounty: BountySong['bounty']) => (bounty ? Number(bounty.reviewAmount) + Number(bounty.placementAmount) : 0);

/**
 * Set Bounty and Edit Bounty (spec 2.6): what a curator earns for a review, and for a placement
 * unless review only; the total is reserved (when editing, the difference from what is reserved).
 */
export function SetBountyDialog({ song, editing = false, available, buyAction, onClose }: SetBountyDialogProps) {
  const initial = initialTerms(song, editing);
  const [serviceType, setServiceType] = useState<'review' | 'both'>(initial.serviceType);
  const [reviewAmount, setReviewAmount] = useState<number>(initial.reviewAmount);
  const [placementAmount, setPlacementAmount] = useState<number>(initial.placementAmount);
  const [description, setDescription] = useState(initial.description);
  const [setBounty, setting] = useSetBountyMutation();
  const [editBounty, changing] = useEditBountyMutation();
  const isLoading = setting.isLoading || changing.isLoading;
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const total = reviewAmount + (serviceType === 'both' ? placementAmount : 0);
  // Editing reserves only what the new total adds to what the bounty holds already.
  const needed = total - (editing ? totalOf(song.bounty) : 0);
  const short = available !== undefined && available < needed;

  async function handleSubmit() {
    const bountyTermsRequest = { reviewAmount, placementAmount: serviceType === 'both' ? placementAmount : 0, serviceType, description: description.trim() || null };
    const result = await (editing ? editBounty : setBounty)({ songId: song.id, bountyTermsRequest });
    if (result.error) {
      const title = editing ? 'Failed to update bounty' : 'Failed to set bounty';
      showFailureToast(result.error, { title, description: failureMessage(result.error, 'There was an error saving your bounty. Please try again.') });
      return;
    }
    const title = editing ? 'Bounty updated' : 'Bounty set successfully';
    showToast({ title, description: `${total} VibeCoins are reserved for curators of “${song.title}”.`, tone: 'success' });
    onClose();
  }

  const action = editing ? 'Save Bounty' : 'Set Bounty';
  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} title={editing ? 'Edit Bounty' : 'Set Bounty'} description={`Curators who take it on review “${song.title}”${serviceType === 'both' ? ' and may place it' : ''}.`}>
      <div className="grid gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Service</legend>
          {(['both', 'review'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="service-type" value={type} checked={serviceType === type} onChange={() => setServiceType(type)} className="accent-slate-900" />
              {type === 'both' ? 'Review and placement' : 'Review only'}
            </label>
          ))}
        </fieldset>
        <AmountSlider label="Review bounty" value={reviewAmount} onChange={setReviewAmount} {...REVIEW_SLIDER} />
        {serviceType === 'both' && <AmountSlider label="Placement bounty" value={placementAmount} onChange={setPlacementAmount} {...PLACEMENT_SLIDER} />}
        <TextAreaField label="Special instructions (optional)" value={description} onChange={setDescription} error={undefined} rows={3} maxLength={DESCRIPTION_MAX_LENGTH} />
        <p className="flex items-baseline justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <span className="font-medium text-slate-800">Total reserved</span>
          <span className="text-lg font-bold tabular-nums text-slate-900">{total} VC</span>
        </p>
        {short && <InsufficientCoinsAlert subject={editing ? 'This change' : 'This bounty'} needed={needed} available={available} buyAction={buyAction} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="artist" disabled={isLoading || short || description.trim().length > DESCRIPTION_MAX_LENGTH} onClick={() => void handleSubmit()}>
            {short ? 'Insufficient Funds' : isLoading ? 'Saving…' : `${action} (${total} VC)`}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
