import type { MatchingPlaylist, PlaylistPlatform } from './matching.api';

const platformNames: Record<PlaylistPlatform, string> = {
  spotify: 'Spotify',
  apple_music: 'Apple Music',
  youtube: 'YouTube',
  soundcloud: 'SoundCloud',
  other: 'its site',
};

/** "Spotify", or "its site" for a platform the spec calls other ("Listen on its site"). */
export function platformName(platform: PlaylistPlatform): string {
  return platformNames[platform];
}

export function curatorName({ curator }: MatchingPlaylist): string {
  return curator.displayName || curator.firstName;
}

/** The cover, under either of the two names the spec gives it. */
export function coverOf(playlist: MatchingPlaylist): string | null {
  return playlist.coverImageUrl ?? playlist.coverArtUrl;
}
