import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { type AppConfig, APP_CONFIG } from '#platform';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config/identity.config.js';
import type { PendingGoogleSignIn } from './pending-google-sign-ins.js';

/** The identity claims of a completed Google sign-in that the app uses. */
export interface GoogleIdentity {
  readonly subject: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly givenName: string;
  readonly familyName: string;
}

const stringClaim = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Google as an OpenID Connect provider (authorization code flow with PKCE, state and nonce).
 * Every call to the issuer is bounded by OUTSIDE_CALL_TIMEOUT_MS. The discovered issuer
 * metadata is cached; a failed discovery is retried at the next sign-in.
 */
@Injectable()
export class GoogleOidcClient {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  get configured(): boolean {
    return this.config.google !== null;
  }

  /** Google's redirect URI: registered in the Google console with this exact value. */
  get redirectUri(): string {
    return `${this.app.publicUrl}/api/auth/google/callback`;
  }

  /** Where to send the browser, and what its callback must bring back; `linkUserId`: see {@link PendingGoogleSignIn}. */
  async startSignIn(linkUserId: string | null): Promise<{ readonly authorizationUrl: URL; readonly pending: PendingGoogleSignIn }> {
    const configuration = await this.discovered();
    const pending = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier(), linkUserId };
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { authorizationUrl, pending };
  }

  /**
   * Redeems the callback's code and checks state, nonce, PKCE and the signed ID token.
   * `callbackSearch` is the callback's query string (`?code=...&state=...`). Throws on any mismatch.
   */
  async finishSignIn(callbackSearch: string, pending: PendingGoogleSignIn): Promise<GoogleIdentity> {
    const configuration = await this.discovered();
    const currentUrl = new URL(this.redirectUri);
    currentUrl.search = callbackSearch;
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('Google answered without an ID token');
    return {
      subject: claims.sub,
      email: stringClaim(claims.email),
      emailVerified: claims.email_verified === true,
      givenName: stringClaim(claims.given_name),
      familyName: stringClaim(claims.family_name),
    };
  }

  private discovered(): Promise<oidc.Configuration> {
    const google = this.config.google;
    if (!google) throw new Error('Google sign-in is not configured');
    this.configuration ??= this.discover(google).catch((error: unknown) => {
      this.configuration = null;
      throw error;
    });
    return this.configuration;
  }

  private discover(google: NonNullable<IdentityConfig['google']>): Promise<oidc.Configuration> {
    const issuer = new URL(google.issuerUrl);
    return oidc.discovery(issuer, google.clientId, google.clientSecret, undefined, {
      // Seconds; also bounds every later call of this configuration (token, JWKS).
      timeout: this.config.outsideCallTimeoutMs / 1000,
      // Plain http only for a local issuer (the mock in tests); Google itself is https.
      ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  }
}
