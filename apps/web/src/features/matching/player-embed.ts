/**
 * The streaming players a playlist can be listened to in (spec 2.6: Spotify, YouTube and
 * SoundCloud; Apple Music and other sites have none). The player is chosen by the playlist URL's
 * own address, not by the platform the curator picked, so a URL always gets the player that can
 * actually play it.
 *
 * Every origin produced here must be in the server's Content-Security-Policy `frame-src`
 * (libs/runtime/src/http/security/security-headers.ts), and nothing else is.
 */
export interface PlayerEmbed {
  provider: 'Spotify' | 'YouTube' | 'SoundCloud';
  src: string;
}

/** What Spotify's embed player can show, as the path segment before the id. */
const SPOTIFY_KINDS = new Set(['playlist', 'album', 'track', 'artist', 'show', 'episode']);
/** Spotify, YouTube and SoundCloud ids and path segments are letters, digits, `_` and `-`. */
const SAFE_ID = /^[A-Za-z0-9_-]+$/;

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com', 'music.youtube.com']);
const SOUNDCLOUD_HOSTS = new Set(['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com']);

/** The URL when it is an http(s) address a link may point to, else null (a `javascript:` URL never is). */
export function webUrl(url: string): string | null {
  return parsedWebUrl(url)?.href ?? null;
}

function parsedWebUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

function safeId(value: string | null | undefined): string | null {
  return value && SAFE_ID.test(value) ? value : null;
}

/** open.spotify.com/playlist/{id}, also with a locale segment (open.spotify.com/intl-de/playlist/{id}). */
function spotifyEmbed(url: URL): PlayerEmbed | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const kindIndex = segments.findIndex((segment) => SPOTIFY_KINDS.has(segment));
  if (kindIndex < 0 || kindIndex > 1) return null;
  const id = safeId(segments[kindIndex + 1]);
  return id ? { provider: 'Spotify', src: `https://open.spotify.com/embed/${segments[kindIndex]}/${id}` } : null;
}

/** Privacy-enhanced YouTube (no cookies until the visitor plays): a playlist (`list`) or one video. */
function youtubeEmbed(url: URL): PlayerEmbed | null {
  const list = safeId(url.searchParams.get('list'));
  if (list) return { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/videoseries?list=${list}` };
  const video = url.hostname === 'youtu.be' ? safeId(url.pathname.slice(1)) : url.pathname === '/watch' ? safeId(url.searchParams.get('v')) : null;
  return video ? { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${video}` } : null;
}

/** SoundCloud's widget takes the page URL itself (a set, a track or a profile). */
function soundcloudEmbed(url: URL): PlayerEmbed | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length === 0 || !segments.every((segment) => SAFE_ID.test(segment))) return null;
  const pageUrl = `https://soundcloud.com/${segments.join('/')}`;
  return { provider: 'SoundCloud', src: `https://w.soundcloud.com/player/?url=${encodeURIComponent(pageUrl)}&auto_play=false&visual=false` };
}

/** The player for a streaming URL, or null when the site has none (or the URL is not one it can play). */
export function playerEmbedFor(playlistUrl: string): PlayerEmbed | null {
  const url = parsedWebUrl(playlistUrl);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (host === 'open.spotify.com') return spotifyEmbed(url);
  if (YOUTUBE_HOSTS.has(host) || host === 'youtu.be') return youtubeEmbed(url);
  if (SOUNDCLOUD_HOSTS.has(host)) return soundcloudEmbed(url);
  return null;
}
