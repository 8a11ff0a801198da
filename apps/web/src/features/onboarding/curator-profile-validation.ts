import { BIO_MAX_LENGTH, BIO_MIN_LENGTH, DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH } from '../../constants';
import type { FieldErrors } from '../../components/form-errors';
import type { CompleteCuratorProfileRequest } from './onboarding.api';

/** Spec section 5: both fields required; display name at least 2 characters, bio at least 10; and at most what the server keeps. */
export function validateCuratorProfile(values: CompleteCuratorProfileRequest): FieldErrors<CompleteCuratorProfileRequest> {
  const errors: FieldErrors<CompleteCuratorProfileRequest> = {};
  if (values.displayName.trim().length < DISPLAY_NAME_MIN_LENGTH) {
    errors.displayName = `Display name must be at least ${DISPLAY_NAME_MIN_LENGTH} characters`;
  } else if (values.displayName.trim().length > DISPLAY_NAME_MAX_LENGTH) {
    errors.displayName = `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`;
  }
  if (values.bio.trim().length < BIO_MIN_LENGTH) {
    errors.bio = `Bio must be at least ${BIO_MIN_LENGTH} characters`;
  } else if (values.bio.trim().length > BIO_MAX_LENGTH) {
    errors.bio = `Bio must be at most ${BIO_MAX_LENGTH} characters`;
  }
  return errors;
}
