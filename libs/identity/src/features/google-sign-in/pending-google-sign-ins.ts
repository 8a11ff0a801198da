import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RedisClientType } from 'redis';
import { type AppConfig, APP_CONFIG, REDIS_CLIENT } from '#platform';

/** What the start of a Google sign-in keeps for its callback to check (one use). */
export interface PendingGoogleSignIn {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  /** The signed-in user who is linking Google to their account; null for a sign-in. */
  readonly linkUserId: string | null;
}

/** Long enough to pass Google's consent screen; the whole flow must finish within it. */
const PENDING_SECONDS = 10 * 60;
const COOKIE = 'vm.google';
/** The start, link and callback endpoints all sit under it; no other request carries the cookie. */
const COOKIE_PATH = '/api/auth/google';

/**
 * Keeps a started Google sign-in's state, nonce and PKCE verifier under a random id in Redis for
 * ten minutes, the id in a short-lived HttpOnly cookie, rather than in a session: an anonymous
 * start (it is a public link) then costs a small expiring key, not a 14-day session. The
 * callback takes the record with GETDEL, so it is spent on first use, whatever happens next.
 */
@Injectable()
export class PendingGoogleSignIns {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async keep(pending: PendingGoogleSignIn, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(id), JSON.stringify(pending), { expiration: { type: 'EX', value: PENDING_SECONDS } });
    reply.setCookie(COOKIE, id, { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: COOKIE_PATH, maxAge: PENDING_SECONDS });
  }

  /** The record the browser's cookie names, removed from Redis and the browser; null when none is pending. */
  async take(request: FastifyRequest, reply: FastifyReply): Promise<PendingGoogleSignIn | null> {
    const id = request.cookies[COOKIE];
    reply.clearCookie(COOKIE, { path: COOKIE_PATH });
    if (!id) return null;
    const kept = await this.redis.getDel(this.key(id));
    return kept === null ? null : (JSON.parse(kept) as PendingGoogleSignIn);
  }

  private key(id: string): string {
    return `${this.config.redisPrefix}:google-pending:${id}`;
  }
}

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
/** Where the browser lands after a failed Google sign-in; the auth page explains `error` in words. */
export const GOOGLE_FAILURE_LOCATION = '/auth?error=google';
/** A Google sign-in whose email belongs to a password account that has not linked Google. */
export const GOOGLE_NOT_LINKED_LOCATION = '/auth?error=google-not-linked';
/** A Google sign-in into an account an admin has deactivated. */
export const GOOGLE_DEACTIVATED_LOCATION = '/auth?error=account-deactivated';
/** Where a link attempt ends; the settings page explains the outcome in words. */
export const GOOGLE_LINKED_LOCATION = '/settings?google=linked';
export const GOOGLE_LINK_FAILED_LOCATION = '/settings?google=link-failed';
export const GOOGLE_LINK_TAKEN_LOCATION = '/settings?google=taken';
