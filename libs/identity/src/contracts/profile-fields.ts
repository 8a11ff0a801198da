import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalUrl, Trim, TrimToNull } from '#platform';
import { DISPLAY_NAME_REQUIRED } from '../domain/user.decide.js';
import { PROFILE_FIELDS, type UserProfile } from '../domain/user.events.js';

export const LOCATION_MAX_LENGTH = 100;
const DISPLAY_NAME_MAX_LENGTH = 60;
const BIO_MAX_LENGTH = 1000;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * How each profile field is edited (spec section 5): the one list from which the edit's request
 * body and the user's answer are built, so a field added to PROFILE_FIELDS does not compile until
 * it is given a kind here. URLs carry the example the API document shows.
 */
const PROFILE_FIELD_KINDS: Record<ProfileField, 'displayName' | 'bio' | 'location' | { readonly url: string | undefined }> = {
  displayName: 'displayName',
  bio: 'bio',
  location: 'location',
  website: { url: 'https://ana.example.com' },
  profileImageUrl: { url: undefined },
  spotifyUrl: { url: 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF' },
  soundcloudUrl: { url: undefined },
  youtubeUrl: { url: undefined },
  instagramUrl: { url: undefined },
  twitterUrl: { url: undefined },
  blueskyUrl: { url: undefined },
  tiktokUrl: { url: undefined },
  audiomackUrl: { url: undefined },
  appleMusicUrl: { url: undefined },
  amazonMusicUrl: { url: undefined },
};

/** Decorators in the order stacked ones apply (bottom-up): a value of the wrong type is told so before its length. */
const applied = (...decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((decorate) => decorate(target, key));

/** A request body's optional location, as the user's profile edit and an admin's edit take it: left out keeps it, empty string or null clears it. */
export function OptionalLocation(): PropertyDecorator {
  return applied(
    MaxLength(LOCATION_MAX_LENGTH, { message: `Location must be at most ${LOCATION_MAX_LENGTH} characters` }),
    IsString({ message: 'Location must be text' }),
    IsOptional(),
    TrimToNull(),
    ApiProperty({ type: String, required: false, nullable: true, maxLength: LOCATION_MAX_LENGTH, description: 'Empty string or null clears it' }),
  );
}

/** The validation and API document of one field of the profile edit. */
function editOf(field: ProfileField): PropertyDecorator {
  const kind = PROFILE_FIELD_KINDS[field];
  if (kind === 'location') return OptionalLocation();
  if (kind === 'displayName') {
    return applied(
      MaxLength(DISPLAY_NAME_MAX_LENGTH, { message: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters` }),
      IsNotEmpty({ message: DISPLAY_NAME_REQUIRED }),
      IsString({ message: DISPLAY_NAME_REQUIRED }),
      Trim(),
      // The type said outright: a property made here has no design-time type for Swagger to read.
      ApiProperty({ type: String, maxLength: DISPLAY_NAME_MAX_LENGTH, example: 'Ana Lee' }),
    );
  }
  if (kind === 'bio') {
    return applied(
      MaxLength(BIO_MAX_LENGTH, { message: `Bio must be at most ${BIO_MAX_LENGTH} characters` }),
      IsString({ message: 'Bio must be text' }),
      IsOptional(),
      TrimToNull(),
      ApiProperty({ type: String, required: false, nullable: true, maxLength: BIO_MAX_LENGTH, description: 'Empty string or null clears it' }),
    );
  }
  return OptionalUrl(kind.url);
}

/** A class whose prototype has one property per profile field, each decorated by `decorate`. */
function withProfileFields<T>(decorate: (field: ProfileField) => PropertyDecorator): abstract new () => T {
  abstract class ProfileFields {}
  for (const field of PROFILE_FIELDS) decorate(field)(ProfileFields.prototype, field);
  return ProfileFields as unknown as abstract new () => T;
}

/** The fields of the profile edit: the display name required, every other field optional (left out keeps it). */
export type ProfileEdit = { displayName: string } & { [K in Exclude<ProfileField, 'displayName'>]?: string | null };
export const ProfileEditFields = withProfileFields<ProfileEdit>(editOf);

/** The profile in an answer: each field text, or null when not set. */
export const ProfileAnswerFields = withProfileFields<{ -readonly [K in ProfileField]: string | null }>(() => ApiProperty({ type: String, nullable: true }));

/** The profile fields of a row or an object, one by one, so that nothing else is copied. */
export function profileOf(source: UserProfile): UserProfile {
  const profile: Partial<Record<ProfileField, string | null>> = {};
  for (const field of PROFILE_FIELDS) profile[field] = source[field];
  return profile as UserProfile;
}
