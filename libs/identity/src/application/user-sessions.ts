import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RedisClientType } from 'redis';
import { type AppConfig, APP_CONFIG, DomainError, REDIS_CLIENT, Sessions } from '#platform';
import { UserAccounts } from './user-accounts.js';

/** Said only to someone who gave the right password (or Google account): nobody else learns whether an account is deactivated. */
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact support.';

/**
 * Which sessions each user holds: a Redis set of session ids per user, added at every sign-in.
 * Lets a password change end every other session of the user, and a deactivation all of them.
 * The sessions themselves are the platform's {@link Sessions}.
 *
 * No session of a deactivated account survives, without a check per request (0013, 0017): the
 * deactivation ends every session in the user's set after its event is written, a session's
 * expiry slides only while it exists, and a sign-in reads the account's stream again once its
 * session is in the set: whichever of the two comes second sees the other.
 */
@Injectable()
export class UserSessions {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: Sessions,
    private readonly accounts: UserAccounts,
  ) {}

  /**
   * Signs the user in (a fresh session id) and records that session as theirs.
   * @throws DomainError (forbidden) when the account was deactivated meanwhile: the session is ended again.
   */
  async signIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    await this.forget(request);
    const sessionId = await this.sessions.signIn(request, reply, userId);
    const key = this.setKey(userId);
    // No session outlives SESSION_MAX_AGE from its sign-in (however busy it is), so a set kept that
    // long from its newest sign-in outlives every one of its members.
    await this.redis.multi().sAdd(key, sessionId).expire(key, this.config.session.maxAgeSeconds).exec();
    const account = await this.accounts.state(userId);
    if (account.status === 'registered' && !account.isActive) {
      await this.signOut(request, reply);
      throw new DomainError('forbidden', ACCOUNT_DEACTIVATED);
    }
  }

  /**
   * Ends the request's session on the server and in the browser (a sign-out), and forgets it as
   * its user's; the request goes on as a visitor's.
   */
  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.forget(request);
    await this.sessions.signOut(request, reply);
  }

  /** Ends every session of the user except `keepSessionId`: they are signed out at their next request. */
  endOthers(userId: string, keepSessionId: string | undefined): Promise<void> {
    return this.end(userId, keepSessionId ?? null);
  }

  /** Ends every session of the user (a deactivation). */
  endAll(userId: string): Promise<void> {
    return this.end(userId, null);
  }

  private async end(userId: string, keepSessionId: string | null): Promise<void> {
    const key = this.setKey(userId);
    const others = (await this.redis.sMembers(key)).filter((sid) => sid !== keepSessionId);
    if (others.length === 0) return;
    await this.sessions.end(others);
    await this.redis.sRem(key, others);
  }

  private async forget(request: FastifyRequest): Promise<void> {
    if (request.user && request.sessionId) await this.redis.sRem(this.setKey(request.user.id), request.sessionId);
  }

  private setKey(userId: string): string {
    return `${this.config.redisPrefix}:user-sessions:${userId}`;
  }
}
