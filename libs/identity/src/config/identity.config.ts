import { IsString, Matches, MinLength, ValidateIf } from 'class-validator';
import { defineConfigSection, Milliseconds, URL_OF } from '#platform';

/** Identity's environment variables: the seeded admin, Google sign-in, the streaming provider. */
class IdentityVariables {
  @ValidateIf((env: IdentityVariables) => env.ADMIN_PASSWORD !== undefined)
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'ADMIN_EMAIL must be an email address (and is required with ADMIN_PASSWORD)' })
  ADMIN_EMAIL?: string;

  @ValidateIf((env: IdentityVariables) => env.ADMIN_EMAIL !== undefined)
  @IsString() @MinLength(6, { message: 'ADMIN_PASSWORD must be at least 6 characters (and is required with ADMIN_EMAIL)' })
  ADMIN_PASSWORD?: string;

  @ValidateIf((env: IdentityVariables) => env.GOOGLE_CLIENT_SECRET !== undefined)
  @IsString() @MinLength(1, { message: 'GOOGLE_CLIENT_ID is required with GOOGLE_CLIENT_SECRET' })
  GOOGLE_CLIENT_ID?: string;

  @ValidateIf((env: IdentityVariables) => env.GOOGLE_CLIENT_ID !== undefined)
  @IsString() @MinLength(1, { message: 'GOOGLE_CLIENT_SECRET is required with GOOGLE_CLIENT_ID' })
  GOOGLE_CLIENT_SECRET?: string;

  /** The OpenID Connect issuer (tests point it at a local mock server). */
  @Matches(URL_OF('http|https'), { message: 'GOOGLE_ISSUER_URL must be an http(s) URL' })
  GOOGLE_ISSUER_URL = 'https://accounts.google.com';

  @ValidateIf((env: IdentityVariables) => env.SPOTIFY_CLIENT_SECRET !== undefined)
  @IsString() @MinLength(1, { message: 'SPOTIFY_CLIENT_ID is required with SPOTIFY_CLIENT_SECRET' })
  SPOTIFY_CLIENT_ID?: string;

  @ValidateIf((env: IdentityVariables) => env.SPOTIFY_CLIENT_ID !== undefined)
  @IsString() @MinLength(1, { message: 'SPOTIFY_CLIENT_SECRET is required with SPOTIFY_CLIENT_ID' })
  SPOTIFY_CLIENT_SECRET?: string;

  /** Spotify's token endpoint host and Web API host (tests point them at a local fake). */
  @Matches(URL_OF('http|https'), { message: 'SPOTIFY_ACCOUNTS_URL must be an http(s) URL' })
  SPOTIFY_ACCOUNTS_URL = 'https://accounts.spotify.com';

  @Matches(URL_OF('http|https'), { message: 'SPOTIFY_API_URL must be an http(s) URL' })
  SPOTIFY_API_URL = 'https://api.spotify.com';

  /** How long a call to an outside service may take before it counts as failed. */
  @Milliseconds('OUTSIDE_CALL_TIMEOUT_MS', 3000)
  OUTSIDE_CALL_TIMEOUT_MS = 3000;
}

export interface IdentityConfig {
  readonly admin: { readonly email: string; readonly password: string } | null;
  /** Null: Google sign-in is off (its endpoints answer 404). */
  readonly google: { readonly clientId: string; readonly clientSecret: string; readonly issuerUrl: string } | null;
  /** Null: no streaming-provider credentials; artist info answers `{image: null}`. */
  readonly spotify: { readonly clientId: string; readonly clientSecret: string; readonly accountsUrl: string; readonly apiUrl: string } | null;
  readonly outsideCallTimeoutMs: number;
}

export const identityConfig = defineConfigSection('identity', IdentityVariables, (env): IdentityConfig => ({
  admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
  google:
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuerUrl: env.GOOGLE_ISSUER_URL }
      : null,
  spotify:
    env.SPOTIFY_CLIENT_ID && env.SPOTIFY_CLIENT_SECRET
      ? { clientId: env.SPOTIFY_CLIENT_ID, clientSecret: env.SPOTIFY_CLIENT_SECRET, accountsUrl: env.SPOTIFY_ACCOUNTS_URL, apiUrl: env.SPOTIFY_API_URL }
      : null,
  outsideCallTimeoutMs: env.OUTSIDE_CALL_TIMEOUT_MS,
}));

/** Inject with `@Inject(IDENTITY_CONFIG)`. */
export const IDENTITY_CONFIG = identityConfig.token;
