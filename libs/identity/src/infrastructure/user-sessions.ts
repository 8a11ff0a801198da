import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { RedisClientType } from 'redis';
import { type AppConfig, APP_CONFIG, REDIS_CLIENT, type SessionUser, signIn, signOut } from '#platform';

/**
 * Which sessions each user holds: a Redis set of session ids per user, added at every sign-in.
 * Lets a password change end every other session of the user, and a deactivation all of them.
 * Session data itself stays in express-session's store (`<prefix>:sess:<sid>`).
 */
@Injectable()
export class UserSessions {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Signs the user in (a fresh session id) and records that session as theirs. */
  async signIn(request: Request, userId: string): Promise<void> {
    await signIn(request, { id: userId });
    const key = this.setKey(userId);
    // No session outlives SESSION_MAX_AGE from its sign-in (however busy it is), so a set kept that
    // long from its newest sign-in outlives every one of its members.
    await this.redis.multi().sAdd(key, request.sessionID).expire(key, this.config.session.maxAgeSeconds).exec();
  }

  /** Ends the request's session on the server (sign-out), and forgets it as its user's. */
  async signOut(request: Request): Promise<void> {
    await this.forget(request);
    await signOut(request);
  }

  /**
   * Ends the request's session and forgets it as its user's, while the request goes on as a
   * visitor's with a fresh session (which it may still sign in with).
   */
  async endCurrent(request: Request): Promise<void> {
    await this.forget(request);
    await new Promise<void>((resolve, reject) => request.logout((error: unknown) => (error ? reject(error) : resolve())));
  }

  /** Ends every session of the user except `keepSessionId`: they are signed out at their next request. */
  endOthers(userId: string, keepSessionId: string): Promise<void> {
    return this.end(userId, keepSessionId);
  }

  /** Ends every session of the user (a deactivation). */
  endAll(userId: string): Promise<void> {
    return this.end(userId, null);
  }

  private async end(userId: string, keepSessionId: string | null): Promise<void> {
    const key = this.setKey(userId);
    const others = (await this.redis.sMembers(key)).filter((sid) => sid !== keepSessionId);
    if (others.length === 0) return;
    await this.redis
      .multi()
      .del(others.map((sid) => this.sessionKey(sid)))
      .sRem(key, others)
      .exec();
  }

  private async forget(request: Request): Promise<void> {
    const user = request.user as SessionUser | undefined;
    if (user) await this.redis.sRem(this.setKey(user.id), request.sessionID);
  }

  private setKey(userId: string): string {
    return `${this.config.redisPrefix}:user-sessions:${userId}`;
  }

  /** The key connect-redis keeps a session under (prefix set in configure-app). */
  private sessionKey(sessionId: string): string {
    return `${this.config.redisPrefix}:sess:${sessionId}`;
  }
}
