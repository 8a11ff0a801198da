import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { type AppConfig, APP_CONFIG, type RateLimitRule, REDIS_CLIENT, TooManyRequestsError } from '#platform';
import { normalizeEmail } from '../domain/email-claim.js';

/** How long an address that signed into an account stays known to it (refreshed at each sign-in). */
const KNOWN_ADDRESS_SECONDS = 90 * 86_400;

/**
 * Limits failed sign-ins in Redis (shared by every API instance), per account and address, per
 * address, and per account from every address that has never signed into it (see
 * docs/decisions/0003): an attacker who rotates addresses runs into the account's limit, while
 * the owner, signing in from an address they used before, is held only by that address's own
 * limit, which the attacker cannot spend.
 *
 * Each try takes its point before the password is checked, with Redis's atomic increment, so a
 * burst of parallel tries cannot all pass one check; a successful try gives its points back.
 */
@Injectable()
export class LoginThrottle {
  private readonly perAccountAndAddress: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const limiter = (rule: RateLimitRule, name: string) =>
      new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        points: rule.points,
        duration: rule.windowSeconds,
        // Once spent, the limit holds for a whole window from then, however the tries were spread.
        blockDuration: rule.windowSeconds,
        keyPrefix: `${config.redisPrefix}:login-fail-${name}`,
      });
    const limits = config.loginFailureLimits;
    this.perAccountAndAddress = limiter(limits.perAccountAndAddress, 'account-address');
    this.perAddress = limiter(limits.perAddress, 'address');
    this.perAccount = limiter(limits.perAccount, 'account');
  }

  /**
   * Runs `verify` (the password check: the account, or null for a mismatch) if no limit is spent.
   * @throws TooManyRequestsError when one is.
   */
  async attempt<Account>(email: string, address: string, verify: () => Promise<Account | null>): Promise<Account | null> {
    const account = normalizeEmail(email);
    const knownAddress = (await this.redis.sIsMember(this.knownAddressesKey(account), address)) === 1;
    const counters: [RateLimiterRedis, string][] = [
      [this.perAccountAndAddress, `${account}|${address}`],
      [this.perAddress, address],
      ...(knownAddress ? [] : [[this.perAccount, account] satisfies [RateLimiterRedis, string]]),
    ];
    await takePoints(counters);
    const verified = await verify();
    if (verified) await this.succeeded(account, address, counters);
    return verified;
  }

  /** Clears the account-and-address count, gives back the other points and remembers the address. */
  private async succeeded(account: string, address: string, [[accountAndAddress, key], ...others]: [RateLimiterRedis, string][]): Promise<void> {
    const known = this.knownAddressesKey(account);
    await Promise.all([
      accountAndAddress.delete(key),
      ...others.map(([limiter, otherKey]) => limiter.reward(otherKey, 1)),
      this.redis.multi().sAdd(known, address).expire(known, KNOWN_ADDRESS_SECONDS).exec(),
    ]);
  }

  private knownAddressesKey(account: string): string {
    return `${this.config.redisPrefix}:login-known-addresses:${account}`;
  }
}

async function takePoints(counters: readonly [RateLimiterRedis, string][]): Promise<void> {
  const results = await Promise.allSettled(counters.map(([limiter, key]) => limiter.consume(key)));
  const refusals: RateLimiterRes[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    refusals.push(result.reason);
  }
  if (refusals.length > 0) {
    throw new TooManyRequestsError('Too many failed sign-in attempts.', Math.max(...refusals.map((refusal) => refusal.msBeforeNext)));
  }
}
