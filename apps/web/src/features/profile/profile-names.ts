import type { UserProfile } from './profile.api';
import { formatMonthAndYear } from '../../components/en-us-format';

export function profileName(profile: UserProfile): string {
  return profile.displayName || `${profile.firstName} ${profile.lastName}`.trim();
}

export function profileInitials(profile: UserProfile): string {
  const letters = profile.displayName
    ? profile.displayName.split(/\s+/).slice(0, 2).map((word) => word.charAt(0))
    : [profile.firstName.charAt(0), profile.lastName.charAt(0)];
  return letters.join('').toUpperCase();
}

/** "March 2026". */
export function joinedMonth(profile: UserProfile): string {
  return formatMonthAndYear(new Date(profile.createdAt));
}
