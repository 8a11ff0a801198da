import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { BIO_MAX_LENGTH } from '../../constants';
import { type FieldErrors, stoppedByErrors } from '../../components/form-errors';
import { TextAreaField, TextField } from '../../components/form-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { type EditProfileValues, editProfileValuesOf, spotifyUrlWarning, validateEditProfile } from './edit-profile-validation';
import { type UserProfile, useUpdateProfileMutation } from './profile.api';
import type { ProfileTone } from './profile-avatar';
import { linkFields } from './profile-links';

function trimmedValues(values: EditProfileValues): EditProfileValues {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()])) as EditProfileValues;
}

function EditProfileForm({ profile, tone, onSaved }: { profile: UserProfile; tone: ProfileTone; onSaved: () => void }) {
  const [values, setValues] = useState(() => editProfileValuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors<EditProfileValues>>({});
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  const setField = (field: keyof EditProfileValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The Spotify rule is checked while typing; other messages clear until the next submit.
    setErrors((current) => ({ ...current, [field]: field === 'spotifyUrl' ? spotifyUrlWarning(value.trim()) : undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validationErrors = validateEditProfile(values);
    setErrors(validationErrors);
    if (stoppedByErrors(event, validationErrors)) return;
    // Every field is sent: an emptied one ('') clears the stored value.
    const result = await updateProfile(trimmedValues(values));
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: failureMessage(result.error, 'Failed to update profile. Please try again.') });
      return;
    }
    showToast({ title: 'Profile updated', description: 'Your profile changes have been saved.', tone: 'success' });
    onSaved();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <TextField label="Display name" autoComplete="nickname" value={values.displayName} onChange={setField('displayName')} error={errors.displayName} />
      <TextAreaField label="Bio" rows={3} value={values.bio} onChange={setField('bio')} error={errors.bio} maxLength={BIO_MAX_LENGTH} />
      <TextField label="Location" value={values.location} onChange={setField('location')} error={errors.location} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Links</legend>
        {linkFields.map(({ field, label }) => (
          <TextField key={field} label={label} type="url" value={values[field]} onChange={setField(field)} error={errors[field]} />
        ))}
      </fieldset>
      {/* Pinned to the bottom edge of the dialog: -bottom-4 cancels the scroll area's bottom padding. */}
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3">
        <Button type="submit" variant={tone} disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** The owner's "Edit Profile" button and dialog (spec 2.7, 5). */
export function EditProfileButton({ profile, tone }: { profile: UserProfile; tone: ProfileTone }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={tone} onClick={() => setOpen(true)}>
        Edit Profile
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title="Edit Profile" description="Update how artists and curators see you.">
        <EditProfileForm profile={profile} tone={tone} onSaved={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
