import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { AUTO_VERIFY_MIN_FOLLOWERS, type VerificationStatusResponse, useGetVerificationStatusQuery, useRequestVerificationMutation } from './verification.api';
import { formatWholeNumber } from '../../components/en-us-format';

const REASON_REQUIRED = 'Please provide a reason for your verification request';
const followerCount = formatWholeNumber(AUTO_VERIFY_MIN_FOLLOWERS);

function StatusSummary({ verification }: { verification: VerificationStatusResponse }) {
  if (verification.status === 'rejected') {
    return (
      <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
        <p className="font-semibold">Status: your last request was not approved</p>
        {verification.request?.admin_notes && <p className="mt-1">Admin notes: {verification.request.admin_notes}</p>}
        <p className="mt-1">You can send a new request.</p>
      </div>
    );
  }
  return <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">Status: not verified</p>;
}

function Requirements() {
  return (
    <div className="text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">Requirements</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>Link your Spotify artist profile (not a user profile) in Edit Profile.</li>
        <li>Artists with {followerCount}+ Spotify followers on that profile are verified automatically.</li>
        <li>Otherwise an admin reviews your request.</li>
      </ul>
    </div>
  );
}

function RequestVerificationForm({ verification, onSent }: { verification: VerificationStatusResponse; onSent: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [requestVerification, { isLoading }] = useRequestVerificationMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(REASON_REQUIRED);
      showToast({ title: 'Reason Required', description: REASON_REQUIRED, tone: 'error' });
      return;
    }
    const result = await requestVerification({ reason: reason.trim() });
    if (result.error) {
      showFailureToast(result.error, { title: 'Request Failed', description: failureMessage(result.error, 'Failed to submit verification request') });
      return;
    }
    const description = result.data.autoVerified ? 'Your verified badge is now on your profile.' : 'Your request has been submitted for admin review.';
    showToast({ title: result.data.message, description, tone: 'success' });
    onSent();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <StatusSummary verification={verification} />
      <Requirements />
      <TextAreaField
        label="Why should you be verified?"
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
        error={error}
        hint="Tell us about your music, releases and audience."
      />
      <Button type="submit" variant="artist" disabled={isLoading}>
        {isLoading ? 'Submitting…' : 'Submit Request'}
      </Button>
    </form>
  );
}

/**
 * The owner's way to the verified badge (spec 2.6, 4): a "Request Verification" button and dialog,
 * a note while a request is pending, nothing once verified.
 */
export function RequestVerification() {
  const { data: verification } = useGetVerificationStatusQuery();
  const [open, setOpen] = useState(false);
  // While the status is asked, the button's place is kept: the profile below it would move down when it came.
  if (!verification) {
    return (
      <Button variant="secondary" className="invisible" aria-hidden tabIndex={-1}>
        Request Verification
      </Button>
    );
  }
  if (verification.status === 'verified') return null;
  if (verification.status === 'pending') {
    return <p className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">Verification pending</p>;
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Request Verification
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title="Request Verification" description="A verified badge shows curators that your profile is really you.">
        <RequestVerificationForm verification={verification} onSent={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
