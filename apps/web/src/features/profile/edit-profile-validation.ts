import type { FieldErrors } from '../../components/form-errors';
import { BIO_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH, LOCATION_MAX_LENGTH } from '../../constants';
import { isHttpUrl } from '../../components/form-validation';
import type { UserProfile } from './profile.api';
import { type LinkField, linkFields } from './profile-links';

export type EditProfileValues = Record<'displayName' | 'bio' | 'location' | LinkField, string>;

export const SPOTIFY_ARTIST_URL_MESSAGE = 'Please use your Spotify artist profile URL (not user profile) for track discovery';

export function editProfileValuesOf(profile: UserProfile): EditProfileValues {
  const links = Object.fromEntries(linkFields.map(({ field }) => [field, profile[field] ?? ''])) as Record<LinkField, string>;
  return { displayName: profile.displayName ?? '', bio: profile.bio ?? '', location: profile.location ?? '', ...links };
}

/** Spec 5: a Spotify user-profile URL cannot be used for track discovery. */
export function spotifyUrlWarning(spotifyUrl: string): string | undefined {
  return spotifyUrl.includes('/user/') && !spotifyUrl.includes('/artist/') ? SPOTIFY_ARTIST_URL_MESSAGE : undefined;
}

export function validateEditProfile(values: EditProfileValues): FieldErrors<EditProfileValues> {
  const errors: FieldErrors<EditProfileValues> = {};
  if (values.displayName.trim() === '') errors.displayName = 'Display name is required';
  else if (values.displayName.trim().length > DISPLAY_NAME_MAX_LENGTH) errors.displayName = `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`;
  if (values.bio.trim().length > BIO_MAX_LENGTH) errors.bio = `Bio must be at most ${BIO_MAX_LENGTH} characters`;
  if (values.location.trim().length > LOCATION_MAX_LENGTH) errors.location = `Location must be at most ${LOCATION_MAX_LENGTH} characters`;
  for (const { field } of linkFields) {
    const url = values[field].trim();
    if (url !== '' && !isHttpUrl(url)) errors[field] = 'Must be a valid URL';
  }
  errors.spotifyUrl ??= spotifyUrlWarning(values.spotifyUrl.trim());
  return errors;
}
