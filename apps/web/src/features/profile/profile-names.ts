import type { UserProfile } from './profile.api';

export function profileName(profile: UserProfile): string {
  return profile.displayName || `${profile.firstName} ${profile.lastName}`.trim();
}

export function profileInitials(profile: UserProfile): string {
  const letters = profile.displayName
    ? profile.displayName.split(/\s+/).slice(0, 2).map((word) => word.charAt(0))
    : [profile.firstName.charAt(0), profile.lastName.charAt(0)];
  return letters.join('').toUpperCase();
}

const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** "March 2026". */
export function joinedMonth(profile: UserProfile): string {
  return monthAndYear.format(new Date(profile.createdAt));
}
