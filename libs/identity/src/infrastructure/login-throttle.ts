import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { type AppConfig, APP_CONFIG, DomainError, REDIS_CLIENT } from '#platform';

const WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins allowed per email and address, and per address alone, in the window. */
const PER_ACCOUNT = 5;
const PER_ADDRESS = 50;

/**
 * Counts failed sign-ins in Redis (shared by every API instance) and refuses further tries with
 * a 429 once a limit is reached. Successful sign-ins are not counted and clear the account's count.
 */
@Injectable()
export class LoginThrottle {
  private readonly perAccount: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;

  constructor(@Inject(REDIS_CLIENT) redis: RedisClientType, @Inject(APP_CONFIG) config: AppConfig) {
    const common = { storeClient: redis, useRedisPackage: true, duration: WINDOW_SECONDS, blockDuration: WINDOW_SECONDS };
    this.perAccount = new RateLimiterRedis({ ...common, points: PER_ACCOUNT, keyPrefix: `${config.redisPrefix}:login-fail-account` });
    this.perAddress = new RateLimiterRedis({ ...common, points: PER_ADDRESS, keyPrefix: `${config.redisPrefix}:login-fail-address` });
  }

  /** @throws DomainError (too_many_requests) while the email or the address is blocked. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const [account, byAddress] = await Promise.all([this.perAccount.get(accountKey(email, address)), this.perAddress.get(address)]);
    const wait = Math.max(blockedFor(account, PER_ACCOUNT), blockedFor(byAddress, PER_ADDRESS));
    if (wait > 0) throw tooMany(wait);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await Promise.all([
      this.perAccount.penalty(accountKey(email, address), 1),
      this.perAddress.penalty(address, 1),
    ]);
  }

  async recordSuccess(email: string, address: string): Promise<void> {
    await this.perAccount.delete(accountKey(email, address));
  }
}

const accountKey = (email: string, address: string): string => `${email.trim().toLowerCase()}|${address}`;
/** Milliseconds until a counter that reached its limit lets tries through again; 0 when it has not. */
const blockedFor = (counter: RateLimiterRes | null, limit: number): number =>
  counter !== null && counter.consumedPoints >= limit ? counter.msBeforeNext : 0;

function tooMany(msBeforeNext: number): DomainError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new DomainError('too_many_requests', `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}
