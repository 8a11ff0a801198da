import { PLATFORM_LABELS } from '../playlists';
import type { MatchingPlaylist } from './matching.api';

export function curatorName({ curator }: MatchingPlaylist): string {
  return curator.displayName || curator.firstName;
}

/** "Listen on Spotify"; a playlist on another site is only opened. */
export function listenLabel({ platform }: MatchingPlaylist): string {
  return platform === 'other' ? 'Open the playlist' : `Listen on ${PLATFORM_LABELS[platform]}`;
}
