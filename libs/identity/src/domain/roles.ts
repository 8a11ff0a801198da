import type { Role } from './user.events.js';

/** Artists and "both" accounts own songs (spec section 6). */
export const isArtistRole = (role: Role | null): boolean => role === 'artist' || role === 'both';

/** Curators and "both" accounts have a curator profile, and once it is complete they own playlists (spec section 6). */
export const isCuratorRole = (role: Role | null): boolean => role === 'curator' || role === 'both';
