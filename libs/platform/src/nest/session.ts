import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RedisClientType } from 'redis';
import type { AppConfig } from '../config/app-config.js';
import type { SessionUser } from './session-auth.guard.js';
import { APP_CONFIG, REDIS_CLIENT } from './tokens.js';

export const SESSION_COOKIE = 'vm.sid';
/**
 * Set beside the session cookie, which scripts cannot read (httpOnly), with the same lifetime: the
 * web app asks who is signed in only when it is there, so a visitor's first page waits for no
 * answer and logs no 401. It says nothing secret and grants nothing: only the session cookie signs in.
 */
export const SIGNED_IN_COOKIE = 'vm.signed-in';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie; undefined for a visitor. */
    user?: SessionUser;
    /** The id of the request's session; undefined without one. */
    sessionId?: string;
  }
}

/** A session as Redis keeps it (`<prefix>:sess:<id>`), expiring with it. */
interface StoredSession {
  readonly userId: string;
  /** When the user signed in (epoch ms): the start of the session's absolute lifetime. */
  readonly signedInAt: number;
  /** When it ends unless a request slides it (epoch ms): the key's expiry and the cookie's. */
  readonly expiresAt: number;
}

/** How far a session's expiry must move before it is slid: 1% of the idle timeout (about 15 minutes of 24 hours). */
const SLIDE_AFTER_FRACTION = 0.01;
const SESSION_ID_BYTES = 32;

function parseStored(text: string | null): StoredSession | null {
  if (text === null) return null;
  let value: Partial<StoredSession>;
  try {
    value = JSON.parse(text) as Partial<StoredSession>;
  } catch {
    return null;
  }
  return typeof value.userId === 'string' && typeof value.signedInAt === 'number' && typeof value.expiresAt === 'number' ? (value as StoredSession) : null;
}

/**
 * Server-side sessions in Redis, their signed id in the SESSION_COOKIE cookie. Only the user id
 * is kept: handlers read everything else fresh. A session ends after the idle timeout without a
 * request, and SESSION_MAX_AGE after its sign-in however busy it is. Its expiry slides at most
 * once per 1% of the idle timeout, not at every request: a read costs one Redis GET, no write.
 * A slide writes only a session that still exists (SET XX), so a session ended by a sign-out,
 * a password change or a deactivation never comes back from a request that was under way.
 */
@Injectable()
export class Sessions {
  private readonly idleMs: number;
  private readonly maxAgeMs: number;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.idleMs = config.session.idleTimeoutSeconds * 1000;
    this.maxAgeMs = config.session.maxAgeSeconds * 1000;
  }

  /** Who the request's cookie signs in, if anyone (an onRequest hook of the API's routes). */
  async load(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie === undefined) return;
    const { valid, value: id } = request.unsignCookie(cookie);
    const stored = valid && id ? parseStored(await this.redis.get(this.keyOf(id))) : null;
    const now = Date.now();
    if (!id || !stored || stored.signedInAt + this.maxAgeMs <= now) {
      if (id && stored) await this.redis.del(this.keyOf(id));
      return clearCookies(reply);
    }
    request.user = { id: stored.userId };
    request.sessionId = id;
    const expiresAt = Math.min(now + this.idleMs, stored.signedInAt + this.maxAgeMs);
    if (expiresAt - stored.expiresAt > this.idleMs * SLIDE_AFTER_FRACTION) await this.save(request, reply, id, { ...stored, expiresAt }, 'XX');
    // A session from before the hint cookie existed, or a browser that dropped it: the web app would take it for a visitor's.
    else if (request.cookies[SIGNED_IN_COOKIE] === undefined) setSignedInCookie(request, reply, stored.expiresAt);
  }

  /** Signs the user in with a fresh session id (a session the request came with ends: a planted id is never reused). */
  async signIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<string> {
    if (request.sessionId) await this.redis.del(this.keyOf(request.sessionId));
    const id = randomBytes(SESSION_ID_BYTES).toString('base64url');
    const now = Date.now();
    await this.save(request, reply, id, { userId, signedInAt: now, expiresAt: now + Math.min(this.idleMs, this.maxAgeMs) }, 'NX');
    request.user = { id: userId };
    request.sessionId = id;
    return id;
  }

  /** Ends the request's session on the server and in the browser; the request goes on as a visitor's. */
  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.sessionId) await this.redis.del(this.keyOf(request.sessionId));
    request.user = undefined;
    request.sessionId = undefined;
    clearCookies(reply);
  }

  /** Ends sessions by id, wherever they are in use: their next request is a visitor's. */
  async end(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.redis.del(ids.map((id) => this.keyOf(id)));
  }

  private keyOf(id: string): string {
    return `${this.config.redisPrefix}:sess:${id}`;
  }

  private async save(request: FastifyRequest, reply: FastifyReply, id: string, session: StoredSession, condition: 'NX' | 'XX'): Promise<void> {
    const ttl = Math.max(1, session.expiresAt - Date.now());
    const saved = await this.redis.set(this.keyOf(id), JSON.stringify(session), { condition, expiration: { type: 'PX', value: ttl } });
    if (saved !== null) setCookies(request, reply, id, session.expiresAt);
  }
}

const cookieOptions = (request: FastifyRequest, expiresAt: number) => ({ sameSite: 'lax', secure: request.protocol === 'https', path: '/', expires: new Date(expiresAt) }) as const;

function setCookies(request: FastifyRequest, reply: FastifyReply, id: string, expiresAt: number): void {
  reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions(request, expiresAt), signed: true, httpOnly: true });
  setSignedInCookie(request, reply, expiresAt);
}

function setSignedInCookie(request: FastifyRequest, reply: FastifyReply, expiresAt: number): void {
  reply.setCookie(SIGNED_IN_COOKIE, '1', cookieOptions(request, expiresAt));
}

function clearCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}
