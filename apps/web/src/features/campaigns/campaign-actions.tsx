import { useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-fields';
import { FEEDBACK_MAX_LENGTH } from '../../constants';
import { ModalDialog } from '../../components/modal-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { type Campaign, useUpdateCampaignMutation } from './campaigns.api';

type Step = { kind: 'reject' } | { kind: 'complete' } | null;

/** The curator's moves on a campaign (spec section 4): accept or reject a pending one, then complete the accepted (active) one with an outcome and feedback. */
export function CampaignActions({ campaign }: { campaign: Campaign }) {
  const [step, setStep] = useState<Step>(null);
  const [update, { isLoading }] = useUpdateCampaignMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function send(body: { status: 'active' | 'rejected' | 'completed'; curatorFeedback?: string; outcome?: 'reviewed' | 'placed' }): Promise<void> {
    const result = await update({ campaignId: campaign.id, updateCampaignRequest: body });
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: failureMessage(result.error, 'Failed to update campaign') });
      return;
    }
    showToast({ title: 'Campaign Updated', description: `“${campaign.song.title}” is now ${result.data.status}.`, tone: 'success' });
    setStep(null);
  }

  return (
    <div className="flex flex-wrap gap-2">
      {campaign.status === 'pending' && (
        <>
          <Button variant="curator" disabled={isLoading} onClick={() => void send({ status: 'active' })}>
            Accept
          </Button>
          <Button variant="secondary" disabled={isLoading} onClick={() => setStep({ kind: 'reject' })}>
            Reject
          </Button>
        </>
      )}
      {campaign.status === 'active' && (
        <Button variant="curator" disabled={isLoading} onClick={() => setStep({ kind: 'complete' })}>
          Mark Complete
        </Button>
      )}
      {step && <FeedbackDialog campaign={campaign} step={step.kind} busy={isLoading} onCancel={() => setStep(null)} onSend={(body) => void send(body)} />}
    </div>
  );
}

interface FeedbackDialogProps {
  campaign: Campaign;
  step: 'reject' | 'complete';
  busy: boolean;
  onCancel: () => void;
  onSend: (body: { status: 'rejected' | 'completed'; curatorFeedback: string; outcome?: 'reviewed' | 'placed' }) => void;
}

function FeedbackDialog({ campaign, step, busy, onCancel, onSend }: FeedbackDialogProps) {
  const [feedback, setFeedback] = useState('');
  const [outcome, setOutcome] = useState<'reviewed' | 'placed'>('reviewed');
  const rejecting = step === 'reject';
  const feedbackMissing = feedback.trim() === '';
  const placeable = campaign.campaignType === 'both';
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={rejecting ? 'Reject Campaign' : 'Complete Campaign'}
      description={rejecting ? 'Tell the artist why: the bounty opens again for other curators.' : 'You are paid the review amount, plus the placement amount if you placed the song.'}
    >
      <div className="grid gap-4">
        {!rejecting && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Outcome</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="outcome" checked={outcome === 'reviewed'} onChange={() => setOutcome('reviewed')} className="accent-slate-900" />
              Reviewed ({campaign.reviewAmount} VC)
            </label>
            {placeable && (
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="outcome" checked={outcome === 'placed'} onChange={() => setOutcome('placed')} className="accent-slate-900" />
                Placed in my playlist ({campaign.reviewAmount + campaign.placementAmount} VC)
              </label>
            )}
          </fieldset>
        )}
        <TextAreaField
          label="Feedback for the artist"
          value={feedback}
          onChange={setFeedback}
          error={undefined}
          hint={feedbackMissing ? `Required: ${rejecting ? 'say why you reject it' : 'what the artist paid for'}.` : undefined}
          rows={4}
          maxLength={FEEDBACK_MAX_LENGTH}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            variant={rejecting ? 'danger' : 'curator'}
            disabled={busy || feedbackMissing || feedback.trim().length > FEEDBACK_MAX_LENGTH}
            onClick={() => onSend(rejecting ? { status: 'rejected', curatorFeedback: feedback } : { status: 'completed', curatorFeedback: feedback, outcome })}
          >
            {rejecting ? 'Reject Campaign' : 'Complete Campaign'}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
