import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { useChangePasswordMutation } from '../auth';
import { type ChangePasswordValues, changePasswordProblem } from './change-password-validation';

const emptyValues: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The "Change Password" button and its dialog (spec 2.14); problems show as toasts (spec section 5). */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Change Password
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title="Change Password" description="Your other sessions are signed out when the password changes.">
        {/* Mounted only while open, so the fields start empty each time. */}
        <ChangePasswordForm onDone={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<ChangePasswordValues>(emptyValues);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  const setField = (field: keyof ChangePasswordValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = changePasswordProblem(values);
    if (problem) {
      showToast({ ...problem, tone: 'error' });
      return;
    }
    const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: failureMessage(result.error, 'Failed to change password') });
      return;
    }
    showToast({ title: 'Password changed', description: 'Your other sessions have been signed out.', tone: 'success' });
    onDone();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <TextField label="Current password" type="password" autoComplete="current-password" value={values.currentPassword} onChange={setField('currentPassword')} error={undefined} />
      <TextField label="New password" type="password" autoComplete="new-password" value={values.newPassword} onChange={setField('newPassword')} error={undefined} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={setField('confirmPassword')}
        error={undefined}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Changing…' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
