import { Inject, Injectable, Logger } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config/identity.config.js';
import { type ArtistInfo, spotifyArtistId, type StreamingArtistInfo } from './streaming-artist-info.js';

/** A token is renewed this long before Spotify says it expires. */
const TOKEN_RENEW_MARGIN_MS = 60_000;

interface CachedToken {
  readonly value: string;
  readonly expiresAt: number;
}

interface SpotifyArtist {
  readonly images?: readonly { readonly url?: unknown; readonly width?: unknown }[];
  readonly followers?: { readonly total?: unknown };
}

class SpotifyCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/**
 * The Spotify Web API adapter: client-credentials token from `POST {accountsUrl}/api/token`, then
 * `GET {apiUrl}/v1/artists/{id}`. Every call is bounded by `outsideCallTimeoutMs`.
 */
@Injectable()
export class SpotifyArtistInfo implements StreamingArtistInfo {
  private readonly logger = new Logger('SpotifyArtistInfo');
  private token: CachedToken | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {}

  async artistImage(artistUrl: string): Promise<string | null> {
    return (await this.artist(artistUrl))?.image ?? null;
  }

  async followerCount(artistUrl: string): Promise<number | null> {
    return (await this.artist(artistUrl))?.followerCount ?? null;
  }

  async artist(artistUrl: string): Promise<ArtistInfo | null> {
    const id = spotifyArtistId(artistUrl);
    if (!this.config.spotify || id === null) return null;
    try {
      return toArtistInfo(await this.fetchArtist(id));
    } catch (error) {
      this.logger.warn(`Spotify artist ${id} unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  private async fetchArtist(id: string): Promise<SpotifyArtist> {
    try {
      return await this.getArtist(id, await this.accessToken());
    } catch (error) {
      // A token revoked before its time: one more try with a fresh one.
      if (!(error instanceof SpotifyCallError && error.status === 401)) throw error;
      this.token = null;
      return this.getArtist(id, await this.accessToken());
    }
  }

  private async getArtist(id: string, token: string): Promise<SpotifyArtist> {
    const { apiUrl } = this.spotify();
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}/v1/artists/${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(this.config.outsideCallTimeoutMs),
    });
    if (!response.ok) throw new SpotifyCallError(`artist lookup answered ${response.status}`, response.status);
    return (await response.json()) as SpotifyArtist;
  }

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt) return this.token.value;
    // Concurrent lookups share one token request.
    this.pendingToken ??= this.requestToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async requestToken(): Promise<string> {
    const { accountsUrl, clientId, clientSecret } = this.spotify();
    const response = await fetch(`${accountsUrl.replace(/\/$/, '')}/api/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      signal: AbortSignal.timeout(this.config.outsideCallTimeoutMs),
    });
    if (!response.ok) throw new SpotifyCallError(`token request answered ${response.status}`, null);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || !body.access_token) throw new SpotifyCallError('token answer without access_token');
    const expiresInMs = (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600) * 1000;
    this.token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, expiresInMs - TOKEN_RENEW_MARGIN_MS) };
    return body.access_token;
  }

  private spotify(): NonNullable<IdentityConfig['spotify']> {
    if (!this.config.spotify) throw new SpotifyCallError('Spotify is not configured');
    return this.config.spotify;
  }
}

/** The widest image (Spotify lists them widest first) and the follower total. */
function toArtistInfo(artist: SpotifyArtist): ArtistInfo {
  const images = Array.isArray(artist.images) ? artist.images.filter((i) => typeof i?.url === 'string') : [];
  const widest = [...images].sort((a, b) => (Number(b.width) || 0) - (Number(a.width) || 0))[0];
  const total = artist.followers?.total;
  return {
    image: widest ? (widest.url as string) : null,
    followerCount: typeof total === 'number' && Number.isFinite(total) && total >= 0 ? total : null,
  };
}
