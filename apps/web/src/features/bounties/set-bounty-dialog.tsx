import { type ReactNode, useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { InsufficientCoinsAlert } from '../../components/insufficient-coins-alert';
import { TextAreaField } from '../../components/form-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { AmountSlider } from './amount-slider';
import { useSetBountyMutation } from './bounties.api';

/** Spec section 9: the sliders' ranges, steps and defaults. */
export const REVIEW_SLIDER = { min: 10, max: 100, step: 5, initial: 25 } as const;
export const PLACEMENT_SLIDER = { min: 50, max: 300, step: 25, initial: 125 } as const;

export interface BountySong {
  id: string;
  title: string;
}

interface SetBountyDialogProps {
  song: BountySong;
  /** The artist's available coins (undefined while loading). */
  available: number | undefined;
  /** Where more coins come from, shown when they fall short (the wallet's Buy VibeCoins). */
  buyAction: ReactNode;
  onClose: () => void;
}

/** Set Bounty (spec 2.6): what a curator earns for a review, and for a placement unless review only; the total is reserved. */
export function SetBountyDialog({ song, available, buyAction, onClose }: SetBountyDialogProps) {
  const [serviceType, setServiceType] = useState<'review' | 'both'>('both');
  const [reviewAmount, setReviewAmount] = useState<number>(REVIEW_SLIDER.initial);
  const [placementAmount, setPlacementAmount] = useState<number>(PLACEMENT_SLIDER.initial);
  const [description, setDescription] = useState('');
  const [setBounty, { isLoading }] = useSetBountyMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const total = reviewAmount + (serviceType === 'both' ? placementAmount : 0);
  const short = available !== undefined && available < total;

  async function handleSubmit() {
    const body = { reviewAmount, placementAmount: serviceType === 'both' ? placementAmount : 0, serviceType, description: description.trim() || null };
    const result = await setBounty({ songId: song.id, setBountyRequest: body });
    if (result.error) {
      showFailureToast(result.error, { title: 'Failed to set bounty', description: failureMessage(result.error, 'There was an error creating your bounty. Please try again.') });
      return;
    }
    showToast({ title: 'Bounty set successfully', description: `${total} VibeCoins are reserved for curators of “${song.title}”.`, tone: 'success' });
    onClose();
  }

  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} title="Set Bounty" description={`Curators who take it on review “${song.title}”${serviceType === 'both' ? ' and may place it' : ''}.`}>
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
        <TextAreaField label="Special instructions (optional)" value={description} onChange={setDescription} error={undefined} rows={3} maxLength={500} />
        <p className="flex items-baseline justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <span className="font-medium text-slate-800">Total reserved</span>
          <span className="text-lg font-bold tabular-nums text-slate-900">{total} VC</span>
        </p>
        {short && <InsufficientCoinsAlert subject="This bounty" needed={total} available={available} buyAction={buyAction} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="artist" disabled={isLoading || short} onClick={() => void handleSubmit()}>
            {short ? 'Insufficient Funds' : isLoading ? 'Setting…' : `Set Bounty (${total} VC)`}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
