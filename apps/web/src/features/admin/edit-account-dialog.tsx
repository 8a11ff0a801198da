import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { type FieldErrors, stoppedByErrors } from '../../components/form-errors';
import { CheckboxField, TextField } from '../../components/form-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { accountName } from './account-filters';
import { type AccountEditValues, type EditableAccount, accountChanges, accountEditValuesOf, validateAccountEdit } from './account-edit-values';
import { type AccountKind, useUpdateAccount } from './use-update-account';

interface EditAccountProps {
  kind: AccountKind;
  account: EditableAccount & { id: string };
  onDone: () => void;
}

function EditAccountForm({ kind, account, onDone }: EditAccountProps) {
  const [values, setValues] = useState(() => accountEditValuesOf(account));
  const [errors, setErrors] = useState<FieldErrors<AccountEditValues>>({});
  const [update, { isLoading }] = useUpdateAccount(kind);

  const setField =
    <Field extends keyof AccountEditValues>(field: Field) =>
    (value: AccountEditValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validationErrors = validateAccountEdit(account, values);
    setErrors(validationErrors);
    if (stoppedByErrors(event, validationErrors)) return;
    const changes = accountChanges(account, values);
    // Nothing changed: nothing to send, and nothing to report.
    if (Object.keys(changes).length === 0 || (await update(account.id, changes))) onDone();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <TextField label="Display name" value={values.displayName} onChange={setField('displayName')} error={errors.displayName} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" value={values.firstName} onChange={setField('firstName')} error={errors.firstName} />
        <TextField label="Last name" value={values.lastName} onChange={setField('lastName')} error={errors.lastName} />
      </div>
      <TextField label="Email" type="email" value={values.email} onChange={setField('email')} error={errors.email} />
      <TextField label="Location" value={values.location} onChange={setField('location')} error={errors.location} />
      <CheckboxField label="Active" hint="An inactive account cannot sign in; its sessions end." checked={values.isActive} onChange={setField('isActive')} />
      <CheckboxField label="Verified" hint="Shows the verified badge on the profile." checked={values.isVerified} onChange={setField('isVerified')} />
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant={kind} disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** Spec 2.16's Edit dialog: an account's names, email, location and flags. */
export function EditAccountButton({ kind, account }: Omit<EditAccountProps, 'onDone'>) {
  const [open, setOpen] = useState(false);
  const name = accountName(account);
  return (
    <>
      <Button variant="secondary" className="min-h-8 px-3 py-1" aria-label={`Edit ${name}`} onClick={() => setOpen(true)}>
        Edit
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title={`Edit ${kind === 'artist' ? 'Artist' : 'Curator'}`} description={`${name} · ${account.email}`}>
        <EditAccountForm kind={kind} account={account} onDone={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
