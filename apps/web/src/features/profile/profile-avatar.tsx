import { skipToken } from '@reduxjs/toolkit/query';
import { useGetArtistInfoQuery } from '../verification';
import type { UserProfile } from './profile.api';
import { profileInitials } from './profile-names';

export type ProfileTone = 'artist' | 'curator';

/**
 * The picture of the linked streaming artist profile (spec 2.7), else the profile image, else the
 * initials on a coloured disc; decorative, as the name is the page heading.
 */
export function ProfileAvatar({ profile, tone }: { profile: UserProfile; tone: ProfileTone }) {
  const { data: artistInfo } = useGetArtistInfoQuery(profile.spotifyUrl ? { artistUrl: profile.spotifyUrl, userId: profile.id } : skipToken);
  const size = 'size-20 sm:size-24 shrink-0 rounded-full';
  const image = artistInfo?.image ?? profile.profileImageUrl;
  if (image) return <img src={image} alt="" className={`${size} object-cover`} />;
  return (
    <span aria-hidden="true" className={`${size} flex items-center justify-center text-2xl font-bold text-white ${tone === 'artist' ? 'bg-artist' : 'bg-curator'}`}>
      {profileInitials(profile)}
    </span>
  );
}
