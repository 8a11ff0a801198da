import type { FieldErrors } from '../../components/form-errors';
import { PASSWORD_MIN_LENGTH } from '../../constants';
import type { LoginRequest, RegisterRequest } from './auth.api';

export interface SignUpValues extends RegisterRequest {
  confirmPassword: string;
}

/** "<Label> is required" for each listed text field that is empty or blank. */
function requireFields<Values extends object>(values: Values, labels: Partial<Record<keyof Values, string>>): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const field of Object.keys(labels) as (keyof Values)[]) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() === '') errors[field] = `${labels[field]} is required`;
  }
  return errors;
}

export function validateSignIn(values: LoginRequest): FieldErrors<LoginRequest> {
  return requireFields(values, { email: 'Email', password: 'Password' });
}

/** Spec section 5: every field required (the role always has a value), password at least 6 characters, and the two passwords equal. */
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const errors = requireFields(values, {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
  });
  if (!errors.password && values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (!errors.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = 'Passwords do not match';
  }
  return errors;
}
