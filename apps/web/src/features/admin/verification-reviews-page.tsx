import { useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { REVIEW_VERIFICATION_REQUEST_NOTES_MAX_LENGTH } from '../../api/request-limits.generated';
import { Button } from '../../components/button';
import { CardGrid } from '../../components/card-grid';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextAreaField } from '../../components/form-fields';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { accountName } from './account-filters';
import { formatMoment } from './admin-dates';
import { AdminPage } from './admin-page';
import { AdminTabs } from './admin-tabs';
import { type VerificationReview, useListVerificationReviewsQuery, useReviewVerificationMutation, useUpdateAdminUserMutation } from './admin.api';
import { formatWholeNumber } from '../../components/en-us-format';

const NOTES_MAX_LENGTH = REVIEW_VERIFICATION_REQUEST_NOTES_MAX_LENGTH;

function Who({ review }: { review: VerificationReview }) {
  return (
    <div className="min-w-0 flex-1 basis-48">
      <h3 className="truncate font-semibold">{accountName(review)}</h3>
      <p className="truncate text-sm text-slate-600">{review.email}</p>
      {review.spotifyUrl && (
        <a href={review.spotifyUrl} target="_blank" rel="noreferrer" className="text-sm font-medium text-artist hover:underline">
          Spotify artist profile
        </a>
      )}
    </div>
  );
}

/** A pending request: the user's reason, and the admin's answer with notes the user will read. */
function PendingReview({ review }: { review: VerificationReview }) {
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | undefined>();
  const [reviewVerification, { isLoading }] = useReviewVerificationMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const name = accountName(review);

  async function answer(decision: 'approve' | 'reject') {
    // Refused without a word, a user would not know what to send when they ask again.
    const problem =
      decision === 'reject' && notes.trim() === ''
        ? 'Say why, so that they know what to add when they ask again'
        : notes.length > NOTES_MAX_LENGTH
          ? `Notes must be at most ${NOTES_MAX_LENGTH} characters`
          : undefined;
    setNotesError(problem);
    if (problem) return;
    const result = await reviewVerification({ userId: review.userId, reviewVerificationRequest: { decision, notes: notes.trim() || null } });
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: failureMessage(result.error, 'Failed to review the request') });
      return;
    }
    showToast(
      decision === 'approve'
        ? { title: 'Verification approved', description: `${name} now has the verified badge.`, tone: 'success' }
        : { title: 'Verification rejected', description: `${name} sees your notes and may ask again.`, tone: 'success' },
    );
  }

  return (
    <li className="grid grid-cols-1 gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Who review={review} />
        {review.requestedAt && <p className="text-xs text-slate-600">Asked {formatMoment(review.requestedAt)}</p>}
      </div>
      <blockquote className="rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">{review.reason ?? 'No reason given.'}</blockquote>
      <TextAreaField
        label={`Notes to ${name}`}
        rows={2}
        value={notes}
        onChange={(value) => {
          setNotes(value);
          setNotesError(undefined);
        }}
        error={notesError}
        hint="Shown to them; needed for a rejection."
        maxLength={NOTES_MAX_LENGTH}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="danger" disabled={isLoading} onClick={() => void answer('reject')}>
          Reject
        </Button>
        <Button variant="artist" disabled={isLoading} onClick={() => void answer('approve')}>
          Approve
        </Button>
      </div>
    </li>
  );
}

/** An account the followers of its Spotify artist profile verified: the badge can be taken back. */
function AutoVerified({ review }: { review: VerificationReview }) {
  const [open, setOpen] = useState(false);
  const [updateAdminUser, { isLoading }] = useUpdateAdminUserMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const name = accountName(review);

  async function revoke() {
    const result = await updateAdminUser({ id: review.userId, updateAdminUserRequest: { isVerified: false } });
    setOpen(false);
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: failureMessage(result.error, 'Failed to revoke the badge') });
      return;
    }
    showToast({ title: 'Badge revoked', description: `${name} is no longer verified.`, tone: 'success' });
  }

  return (
    <li className="grid grid-cols-1 gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Who review={review} />
        <Button variant="secondary" onClick={() => setOpen(true)} aria-label={`Revoke the badge of ${name}`}>
          Revoke badge
        </Button>
      </div>
      <p className="text-sm text-slate-700">
        {review.followerCount !== null && `${formatWholeNumber(review.followerCount)} followers on Spotify`}
        {review.verifiedAt && ` · verified ${formatMoment(review.verifiedAt)}`}
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Revoke the badge of ${name}?`}
        description="Their profile no longer shows the verified badge; they may ask again."
        confirmLabel="Revoke badge"
        pendingLabel="Revoking…"
        isPending={isLoading}
        onConfirm={() => void revoke()}
        variant="danger"
      />
    </li>
  );
}

function ReviewList({ status }: { status: VerificationReview['status'] }) {
  const { data: reviews, isLoading, isError } = useListVerificationReviewsQuery(status);
  if (isLoading) return <p className="text-slate-600">Loading…</p>;
  if (isError || !reviews) return <p className="text-red-800">The verification requests could not be loaded.</p>;
  if (reviews.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
        {status === 'pending' ? 'No request is waiting for a review.' : 'No account was verified automatically.'}
      </p>
    );
  }
  const Review = status === 'pending' ? PendingReview : AutoVerified;
  return (
    <CardGrid heading={status === 'pending' ? 'Pending requests' : 'Verified automatically'} className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {reviews.map((review) => (
        <Review key={review.userId} review={review} />
      ))}
    </CardGrid>
  );
}

/** Issue 9: the verification requests waiting for an admin, and the accounts verified automatically. */
export function VerificationReviewsPage() {
  return (
    <AdminPage title="Verification Reviews">
      <AdminTabs
        label="Verification reviews"
        tabs={[
          { value: 'pending', label: 'Pending', content: <ReviewList status="pending" /> },
          { value: 'auto', label: 'Verified automatically', content: <ReviewList status="auto" /> },
        ]}
      />
    </AdminPage>
  );
}
