import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-fields';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { useChangePasswordMutation } from '../auth';
import { type ChangePasswordValues, changePasswordProblem } from './change-password-validation';

const emptyValues: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The "Change Password" button and its dialog (spec 2.14); problems show as toasts (spec section 5). */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Change Password</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-40 grid max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <div>
            <Dialog.Title className="text-lg font-semibold">Change Password</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">Your other sessions are signed out when the password changes.</Dialog.Description>
          </div>
          {/* Mounted only while open, so the fields start empty each time. */}
          <ChangePasswordForm onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Changing…' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
