import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { BIO_MAX_LENGTH } from '../../constants';
import { TextAreaField, TextField } from '../../components/form-fields';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { type FieldErrors, stoppedByErrors } from '../../components/form-errors';
import { type CompleteCuratorProfileRequest, useCompleteCuratorProfileMutation } from './onboarding.api';
import { OnboardingLayout } from './onboarding-layout';
import { validateCuratorProfile } from './curator-profile-validation';

/** Shown on every path to a curator (or "both") whose curator profile is not complete (spec 2.1, 2.5). */
export function CuratorProfileSetupPage() {
  const [values, setValues] = useState<CompleteCuratorProfileRequest>({ displayName: '', bio: '' });
  const [errors, setErrors] = useState<FieldErrors<CompleteCuratorProfileRequest>>({});
  const [completeCuratorProfile, { isLoading }] = useCompleteCuratorProfileMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  const setField = (field: keyof CompleteCuratorProfileRequest) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validationErrors = validateCuratorProfile(values);
    setErrors(validationErrors);
    if (stoppedByErrors(event, validationErrors)) return;
    const result = await completeCuratorProfile({ displayName: values.displayName.trim(), bio: values.bio.trim() });
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: 'Failed to complete profile setup. Please try again.' });
      return;
    }
    // The mutation refreshes the current user, whose complete profile then takes the route table past this screen.
    showToast({
      title: 'Welcome to VibeMatch!',
      description: 'Your curator profile is ready. You can now create playlists and receive submissions.',
      tone: 'success',
    });
  }

  return (
    <OnboardingLayout title="Set up your curator profile" intro="Tell artists who you are and what you listen for.">
      <form noValidate onSubmit={handleSubmit} className="grid gap-5">
        <TextField label="Display Name" autoComplete="nickname" value={values.displayName} onChange={setField('displayName')} error={errors.displayName} />
        <TextAreaField
          label="Bio"
          value={values.bio}
          onChange={setField('bio')}
          error={errors.bio}
          hint="What kind of music do you curate, and what makes a great submission?"
          maxLength={BIO_MAX_LENGTH}
        />
        <p className="rounded-md bg-curator-soft px-3 py-2 text-sm text-slate-700">
          You can add your social links and playlists after setup.
        </p>
        <Button type="submit" variant="curator" disabled={isLoading} className="w-full">
          {isLoading ? 'Saving…' : 'Complete Setup'}
        </Button>
      </form>
    </OnboardingLayout>
  );
}
