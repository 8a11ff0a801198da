import { useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-fields';
import { FEEDBACK_MAX_LENGTH } from '../../constants';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { type Submission, useAnswerSubmissionMutation } from './submissions.api';

/** Spec section 4: while pending, the curator adds the song, marks it reviewed or rejects it, with optional feedback. */
export function AnswerActions({ submission }: { submission: Submission }) {
  const [feedback, setFeedback] = useState('');
  const [answer, { isLoading }] = useAnswerSubmissionMutation();
  // Every answer carries the feedback: none is sent while it is over the limit.
  const blocked = isLoading || feedback.trim().length > FEEDBACK_MAX_LENGTH;
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function send(status: 'added' | 'reviewed' | 'rejected') {
    const result = await answer({ submissionId: submission.id, answerSubmissionRequest: { status, curatorFeedback: feedback.trim() || null } });
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: failureMessage(result.error, 'Failed to update submission.') });
      return;
    }
    const { paidAmount } = result.data;
    const description =
      paidAmount > 0 ? `You earned ${paidAmount} VC for “${submission.song.title}”.` : `Nothing earned for “${submission.song.title}”; its artist gets every coin back.`;
    showToast({ title: 'Submission Updated', description, tone: 'success' });
  }

  return (
    <div className="grid gap-2 border-t border-slate-100 pt-2">
      <TextAreaField
        label={`Feedback for ${submission.song.title} (optional)`}
        hint="20 characters or more earns the review price even when you reject."
        value={feedback}
        onChange={setFeedback}
        error={undefined}
        rows={2}
        maxLength={FEEDBACK_MAX_LENGTH}
      />
      <div className="flex flex-wrap gap-2">
        {submission.type === 'placement' && (
          <Button variant="curator" disabled={blocked} onClick={() => void send('added')}>
            Add to Playlist
          </Button>
        )}
        <Button variant={submission.type === 'review' ? 'curator' : 'secondary'} disabled={blocked} onClick={() => void send('reviewed')}>
          Mark as Reviewed
        </Button>
        {submission.type === 'review' && (
          <Button variant="secondary" disabled={blocked} onClick={() => void send('added')}>
            Add to Playlist
          </Button>
        )}
        <Button variant="danger" disabled={blocked} onClick={() => void send('rejected')}>
          Reject
        </Button>
      </div>
    </div>
  );
}
