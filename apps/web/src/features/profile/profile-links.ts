import type { UserProfile } from './profile.api';

export type LinkField =
  | 'website'
  | 'spotifyUrl'
  | 'youtubeUrl'
  | 'soundcloudUrl'
  | 'instagramUrl'
  | 'twitterUrl'
  | 'blueskyUrl'
  | 'tiktokUrl'
  | 'audiomackUrl'
  | 'appleMusicUrl'
  | 'amazonMusicUrl';

/** The link fields of spec 2.7, in the order the profile shows them. */
export const linkFields: readonly { field: LinkField; label: string }[] = [
  { field: 'website', label: 'Website' },
  { field: 'spotifyUrl', label: 'Spotify' },
  { field: 'youtubeUrl', label: 'YouTube' },
  { field: 'soundcloudUrl', label: 'SoundCloud' },
  { field: 'instagramUrl', label: 'Instagram' },
  { field: 'twitterUrl', label: 'X' },
  { field: 'blueskyUrl', label: 'Bluesky' },
  { field: 'tiktokUrl', label: 'TikTok' },
  { field: 'audiomackUrl', label: 'AudioMack' },
  { field: 'appleMusicUrl', label: 'Apple Music' },
  { field: 'amazonMusicUrl', label: 'Amazon Music' },
];

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
