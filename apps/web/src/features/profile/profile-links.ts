import type { UserProfile } from './profile.api';

/**
 * The link fields of the profile, derived from the API's own type: a new `…Url` field there fails
 * the type check here until it has a label.
 */
export type LinkField = Exclude<Extract<keyof UserProfile, 'website' | `${string}Url`>, 'profileImageUrl'>;

/** Each link's label, in the order the profile shows them (spec 2.7). */
const LINK_LABELS = {
  website: 'Website',
  spotifyUrl: 'Spotify',
  youtubeUrl: 'YouTube',
  soundcloudUrl: 'SoundCloud',
  instagramUrl: 'Instagram',
  twitterUrl: 'X',
  blueskyUrl: 'Bluesky',
  tiktokUrl: 'TikTok',
  audiomackUrl: 'AudioMack',
  appleMusicUrl: 'Apple Music',
  amazonMusicUrl: 'Amazon Music',
} as const satisfies Record<LinkField, string>;

export const linkFields: readonly { field: LinkField; label: string }[] = Object.entries(LINK_LABELS).map(([field, label]) => ({
  field: field as LinkField,
  label,
}));

export interface ProfileLink {
  label: string;
  url: string;
}

/** The profile's non-empty links. */
export function profileLinks(profile: UserProfile): ProfileLink[] {
  return linkFields.flatMap(({ field, label }) => {
    const url = profile[field];
    return url ? [{ label, url }] : [];
  });
}
