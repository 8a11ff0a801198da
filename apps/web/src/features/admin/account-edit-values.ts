import {
  UPDATE_ADMIN_USER_REQUEST_DISPLAY_NAME_MAX_LENGTH,
  UPDATE_ADMIN_USER_REQUEST_DISPLAY_NAME_MIN_LENGTH,
  UPDATE_ADMIN_USER_REQUEST_EMAIL_MAX_LENGTH,
  UPDATE_ADMIN_USER_REQUEST_FIRST_NAME_MAX_LENGTH,
  UPDATE_ADMIN_USER_REQUEST_LAST_NAME_MAX_LENGTH,
  UPDATE_ADMIN_USER_REQUEST_LOCATION_MAX_LENGTH,
} from '../../api/request-limits.generated';
import type { FieldErrors } from '../../components/form-errors';
import type { UpdateAdminUserRequest } from './admin.api.generated';

/** The account fields an admin edits (PATCH /api/admin/users/{id}). */
export interface EditableAccount {
  displayName: string | null;
  email: string;
  firstName: string;
  lastName: string;
  location: string | null;
  isActive: boolean;
  isVerified: boolean;
}

/** The Edit dialog's form: text fields as typed, flags as ticked. */
export type AccountEditValues = Omit<EditableAccount, 'displayName' | 'location'> & { displayName: string; location: string };

export function accountEditValuesOf(account: EditableAccount): AccountEditValues {
  return { ...account, displayName: account.displayName ?? '', location: account.location ?? '' };
}

const required = (value: string, label: string) => (value.trim() === '' ? `${label} is required` : undefined);

/** The server's bounds on a field's length (trimmed), checked only once something is typed. */
function lengthProblem(value: string, label: string, max: number, min = 0): string | undefined {
  const length = value.trim().length;
  if (length > max) return `${label} must be at most ${max} characters`;
  return length > 0 && length < min ? `${label} must be at least ${min} characters` : undefined;
}

/**
 * What the dialog checks before sending, as sign-up does: the fields an account cannot be without
 * (a display name, once there is one, can be changed but not removed), and the API's bounds on
 * each field's length. The server judges the rest (an email's form, one already taken) and says so.
 */
export function validateAccountEdit(account: EditableAccount, values: AccountEditValues): FieldErrors<AccountEditValues> {
  const displayNameLength = lengthProblem(values.displayName, 'Display name', UPDATE_ADMIN_USER_REQUEST_DISPLAY_NAME_MAX_LENGTH, UPDATE_ADMIN_USER_REQUEST_DISPLAY_NAME_MIN_LENGTH);
  return {
    displayName: (account.displayName ? required(values.displayName, 'Display name') : undefined) ?? displayNameLength,
    email: required(values.email, 'Email') ?? lengthProblem(values.email, 'Email', UPDATE_ADMIN_USER_REQUEST_EMAIL_MAX_LENGTH),
    firstName: required(values.firstName, 'First name') ?? lengthProblem(values.firstName, 'First name', UPDATE_ADMIN_USER_REQUEST_FIRST_NAME_MAX_LENGTH),
    lastName: required(values.lastName, 'Last name') ?? lengthProblem(values.lastName, 'Last name', UPDATE_ADMIN_USER_REQUEST_LAST_NAME_MAX_LENGTH),
    location: lengthProblem(values.location, 'Location', UPDATE_ADMIN_USER_REQUEST_LOCATION_MAX_LENGTH),
  };
}

/**
 * Only the fields that changed, trimmed: an untouched email is not sent again, and an emptied
 * location is sent as null (cleared). An account without a display name keeps having none.
 */
export function accountChanges(account: EditableAccount, values: AccountEditValues): UpdateAdminUserRequest {
  const changes: UpdateAdminUserRequest = {};
  const text = (value: string) => value.trim();
  if (text(values.email) !== account.email) changes.email = text(values.email);
  if (text(values.firstName) !== account.firstName) changes.firstName = text(values.firstName);
  if (text(values.lastName) !== account.lastName) changes.lastName = text(values.lastName);
  if (text(values.displayName) && text(values.displayName) !== account.displayName) changes.displayName = text(values.displayName);
  if ((text(values.location) || null) !== account.location) changes.location = text(values.location) || null;
  if (values.isActive !== account.isActive) changes.isActive = values.isActive;
  if (values.isVerified !== account.isVerified) changes.isVerified = values.isVerified;
  return changes;
}
