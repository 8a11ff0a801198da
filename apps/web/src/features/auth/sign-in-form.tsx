import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { type FieldErrors, stoppedByErrors } from '../../components/form-errors';
import { FormAlert, TextField } from '../../components/form-fields';
import { type LoginRequest, useLoginMutation } from './auth.api';
import { validateSignIn } from './auth-validation';
import { returnPathOf } from './return-path';

export function SignInForm() {
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginRequest>>({});
  const [serverError, setServerError] = useState<string>();
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const { search } = useLocation();

  const setField = (field: keyof LoginRequest) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validationErrors = validateSignIn(values);
    setErrors(validationErrors);
    setServerError(undefined);
    if (stoppedByErrors(event, validationErrors)) return;
    try {
      await login({ email: values.email.trim(), password: values.password }).unwrap();
      navigate(returnPathOf(search));
    } catch (error) {
      setServerError(failureMessage(error, 'Login failed'));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={setField('email')} error={errors.email} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={setField('password')}
        error={errors.password}
      />
      <FormAlert message={serverError} />
      <Button type="submit" disabled={isLoading} className="w-full">
        {isLoading ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
