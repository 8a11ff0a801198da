import { json, startFakeServer } from './fake-http.js';

export interface FakeOEmbedTrack {
  readonly title: string;
  readonly thumbnailUrl: string;
}

/** How the fake misbehaves: never answer, or answer an error status. */
export type FakeOEmbedFault = { readonly kind: 'hang' } | { readonly kind: 'status'; readonly status: 400 | 404 | 429 | 500 | 503 };

export interface FakeOEmbed {
  /** Pass as SPOTIFY_OEMBED_URL. */
  readonly url: string;
  /** The env for `createTestApp({ env })`. */
  readonly env: Readonly<Record<string, string>>;
  /** The `url` parameter of every oEmbed call, in order. */
  readonly requestedUrls: string[];
  /** By Spotify track id. */
  tracks: Map<string, FakeOEmbedTrack>;
  fault: FakeOEmbedFault | null;
  /** Resolves when the client gives up on a call the fake left hanging: call it before the request. */
  whenAbandoned(): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

const TRACK_URL = /^https?:\/\/open\.spotify\.com\/(?:intl-[a-z-]+\/)?track\/([A-Za-z0-9]+)(?:\?.*)?$/;

/**
 * A local stand-in for Spotify's public oEmbed endpoint, `GET /oembed?url=<open.spotify.com URL>`:
 * a known track answers Spotify's JSON (title, thumbnail_url, the embed html), anything else 404.
 */
export async function startFakeOEmbed(): Promise<FakeOEmbed> {
  const server = await startFakeServer((request, response, hanging) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method !== 'GET' || url.pathname !== '/oembed') return json(response, 404, { error: 'Not Found' });
    const target = url.searchParams.get('url') ?? '';
    fake.requestedUrls.push(target);
    if (fake.fault?.kind === 'hang') return hanging.hang(response);
    if (fake.fault) return json(response, fake.fault.status, { error: 'Fake failure' });
    const id = TRACK_URL.exec(target)?.[1];
    const track = id === undefined ? undefined : fake.tracks.get(id);
    if (!id || !track) return json(response, 404, { error: 'Not Found' });
    json(response, 200, {
      html: `<iframe style="border-radius: 12px" width="100%" height="152" title="Spotify Embed: ${track.title}" frameborder="0" allowfullscreen allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy" src="https://open.spotify.com/embed/track/${id}?utm_source=oembed"></iframe>`,
      iframe_url: `https://open.spotify.com/embed/track/${id}?utm_source=oembed`,
      width: 456,
      height: 152,
      version: '1.0',
      provider_name: 'Spotify',
      provider_url: 'https://spotify.com',
      type: 'rich',
      title: track.title,
      thumbnail_url: track.thumbnailUrl,
      thumbnail_width: 300,
      thumbnail_height: 300,
    });
  });

  const fake: FakeOEmbed = {
    url: server.url,
    env: { SPOTIFY_OEMBED_URL: server.url },
    requestedUrls: [],
    tracks: new Map(),
    fault: null,
    whenAbandoned: () => server.hanging.whenAbandoned(),
    reset() {
      fake.requestedUrls.length = 0;
      fake.fault = null;
    },
    close: () => server.close(),
  };
  return fake;
}
