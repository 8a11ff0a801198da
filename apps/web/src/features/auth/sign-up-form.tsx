import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { type Choice, ChoiceCards } from '../../components/choice-cards';
import { type FieldErrors, stoppedByErrors } from '../../components/form-errors';
import { FormAlert, TextField } from '../../components/form-fields';
import { type SignUpRole, useRegisterMutation } from './auth.api';
import { type SignUpValues, validateSignUp } from './auth-validation';
import { returnPathOf } from './return-path';

const joinAsChoices: readonly Choice<SignUpRole>[] = [
  { value: 'artist', title: 'Artist', description: 'Share your music and get playlisted', accent: 'artist' },
  { value: 'curator', title: 'Curator', description: 'Discover music and earn VibeCoin', accent: 'curator' },
];

const emptySignUp: SignUpValues = { firstName: '', lastName: '', email: '', role: 'artist', password: '', confirmPassword: '' };

export function SignUpForm() {
  const [values, setValues] = useState<SignUpValues>(emptySignUp);
  const [errors, setErrors] = useState<FieldErrors<SignUpValues>>({});
  const [serverError, setServerError] = useState<string>();
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const { search } = useLocation();

  const setField =
    <Field extends keyof SignUpValues>(field: Field) =>
    (value: SignUpValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validationErrors = validateSignUp(values);
    setErrors(validationErrors);
    setServerError(undefined);
    if (stoppedByErrors(event, validationErrors)) return;
    try {
      await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        role: values.role,
        password: values.password,
      }).unwrap();
      // Onboarding shows at any address, and the page asked for is there once it is done.
      navigate(returnPathOf(search));
    } catch (error) {
      setServerError(failureMessage(error, 'Registration failed'));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" value={values.firstName} onChange={setField('firstName')} error={errors.firstName} />
        <TextField label="Last name" autoComplete="family-name" value={values.lastName} onChange={setField('lastName')} error={errors.lastName} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={setField('email')} error={errors.email} />
      <ChoiceCards legend="Join as" name="role" choices={joinAsChoices} value={values.role} onChange={setField('role')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={setField('password')}
        error={errors.password}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={setField('confirmPassword')}
        error={errors.confirmPassword}
      />
      <FormAlert message={serverError} />
      <Button type="submit" variant={values.role} disabled={isLoading} className="w-full">
        {isLoading ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
