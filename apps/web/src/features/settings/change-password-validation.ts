import { PASSWORD_MIN_LENGTH } from '../../constants';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A validation failure as the spec words it: the title and description of a toast. */
export interface ChangePasswordProblem {
  title: string;
  description: string;
}

/** The checks of spec section 5, in the spec's order; the first one that fails is reported. */
export function changePasswordProblem({ currentPassword, newPassword, confirmPassword }: ChangePasswordValues): ChangePasswordProblem | null {
  if (!currentPassword || !newPassword || !confirmPassword) return { title: 'Missing Fields', description: 'Please fill in all password fields' };
  if (newPassword !== confirmPassword) return { title: 'Password Mismatch', description: "New password and confirmation don't match" };
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    return { title: 'Password Too Short', description: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long` };
  }
  if (newPassword === currentPassword) return { title: 'Same Password', description: 'New password must be different from current password' };
  return null;
}
