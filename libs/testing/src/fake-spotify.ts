import type { IncomingMessage, ServerResponse } from 'node:http';
import { HangingCalls, json, readBody, startFakeServer } from './fake-http.js';

export interface FakeSpotifyArtist {
  readonly name: string;
  readonly followers: number;
  /** Image URLs, widest first (as Spotify lists them). */
  readonly images: readonly string[];
}

/** How the fake misbehaves: hang (never answer) or answer an error status, on the token or the artist endpoint. */
export type FakeSpotifyFault = { readonly kind: 'hang' } | { readonly kind: 'status'; readonly status: 401 | 404 | 429 | 500 | 503 };

export type FakeSpotifyEndpoint = 'token' | 'artist';

export interface FakeSpotify {
  /** Pass as SPOTIFY_ACCOUNTS_URL and SPOTIFY_API_URL. */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The env for `createTestApp({ env })`. */
  readonly env: Readonly<Record<string, string>>;
  readonly requests: { token: number; artist: number };
  artists: Map<string, FakeSpotifyArtist>;
  /** Seconds a token lives (Spotify: 3600). */
  tokenLifetimeSeconds: number;
  tokenFault: FakeSpotifyFault | null;
  artistFault: FakeSpotifyFault | null;
  /** Makes every token issued so far invalid (the next artist call answers 401). */
  revokeTokens(): void;
  /**
   * Resolves when the client gives up on (closes the connection of) a call to `endpoint` that the
   * fake left hanging: call it before the request. Lets a test see a timeout at work by its
   * outcome, not by the clock.
   */
  whenAbandoned(endpoint: FakeSpotifyEndpoint): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

const spotifyError = (response: ServerResponse, status: number, message: string) => json(response, status, { error: { status, message } });

/**
 * A local stand-in for Spotify's accounts service (`POST /api/token`, client credentials with
 * Basic auth) and Web API (`GET /v1/artists/{id}` with a Bearer token), on 127.0.0.1 and a random port.
 */
export async function startFakeSpotify(): Promise<FakeSpotify> {
  const clientId = 'fake-client-id';
  const clientSecret = 'fake-client-secret';
  const validTokens = new Set<string>();
  let issued = 0;
  const hanging: Record<FakeSpotifyEndpoint, HangingCalls> = { token: new HangingCalls(), artist: new HangingCalls() };

  const fault = (f: FakeSpotifyFault | null, response: ServerResponse, endpoint: FakeSpotifyEndpoint): boolean => {
    if (!f) return false;
    if (f.kind === 'hang') hanging[endpoint].hang(response);
    else spotifyError(response, f.status, 'Fake failure');
    return true;
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/api/token') {
      fake.requests.token++;
      const body = new URLSearchParams(await readBody(request));
      if (fault(fake.tokenFault, response, 'token')) return;
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return json(response, 400, { error: 'invalid_client', error_description: 'Invalid client' });
      if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded') || body.get('grant_type') !== 'client_credentials') {
        return json(response, 400, { error: 'unsupported_grant_type', error_description: 'grant_type parameter is missing' });
      }
      const token = `fake-token-${++issued}`;
      validTokens.add(token);
      return json(response, 200, { access_token: token, token_type: 'Bearer', expires_in: fake.tokenLifetimeSeconds });
    }
    const artistPath = /^\/v1\/artists\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && artistPath) {
      fake.requests.artist++;
      if (fault(fake.artistFault, response, 'artist')) return;
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return spotifyError(response, 401, 'No token provided');
      if (!validTokens.has(token)) return spotifyError(response, 401, 'The access token expired');
      const id = decodeURIComponent(artistPath[1]);
      const artist = fake.artists.get(id);
      if (!artist) return spotifyError(response, 404, 'Resource not found');
      const sizes = [640, 320, 160];
      return json(response, 200, {
        id,
        name: artist.name,
        type: 'artist',
        uri: `spotify:artist:${id}`,
        href: `${fake.url}/v1/artists/${id}`,
        external_urls: { spotify: `https://open.spotify.com/artist/${id}` },
        genres: [],
        popularity: 50,
        followers: { href: null, total: artist.followers },
        images: artist.images.map((image, i) => ({ url: image, height: sizes[i] ?? 64, width: sizes[i] ?? 64 })),
      });
    }
    spotifyError(response, 404, 'Service not found');
  }

  const server = await startFakeServer(handle);
  const { url } = server;

  const fake: FakeSpotify = {
    url,
    clientId,
    clientSecret,
    env: { SPOTIFY_CLIENT_ID: clientId, SPOTIFY_CLIENT_SECRET: clientSecret, SPOTIFY_ACCOUNTS_URL: url, SPOTIFY_API_URL: url },
    requests: { token: 0, artist: 0 },
    artists: new Map(),
    tokenLifetimeSeconds: 3600,
    tokenFault: null,
    artistFault: null,
    revokeTokens: () => validTokens.clear(),
    whenAbandoned: (endpoint) => hanging[endpoint].whenAbandoned(),
    reset() {
      fake.requests.token = 0;
      fake.requests.artist = 0;
      fake.tokenFault = null;
      fake.artistFault = null;
      fake.tokenLifetimeSeconds = 3600;
    },
    close: () => {
      for (const calls of Object.values(hanging)) calls.closeAll();
      return server.close();
    },
  };
  return fake;
}
