/** What the app reads of an artist's page on a streaming provider. */
export interface ArtistInfo {
  readonly image: string | null;
  readonly followerCount: number | null;
}

/**
 * The streaming-provider port. Answers null for a URL it does not know, when the provider is not
 * configured, and on any failure or timeout; it never throws.
 */
export interface StreamingArtistInfo {
  artist(artistUrl: string): Promise<ArtistInfo | null>;
  artistImage(artistUrl: string): Promise<string | null>;
  followerCount(artistUrl: string): Promise<number | null>;
}

export const STREAMING_ARTIST_INFO = Symbol('STREAMING_ARTIST_INFO');

const SPOTIFY_ARTIST_ID = /^[A-Za-z0-9]{1,64}$/;

/** The artist id of an `https://open.spotify.com/[intl-xx/]artist/{id}` URL; null for anything else. */
export function spotifyArtistId(artistUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(artistUrl);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname !== 'open.spotify.com') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const at = segments[0]?.startsWith('intl-') ? 1 : 0;
  if (segments[at] !== 'artist' || segments.length !== at + 2) return null;
  const id = segments[at + 1];
  return SPOTIFY_ARTIST_ID.test(id) ? id : null;
}
