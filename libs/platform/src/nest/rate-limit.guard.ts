import { applyDecorators, type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import type { AppConfig, RateLimitedRoute } from '../config/app-config.js';
import { ErrorBody } from './error-body.js';
import { clientAddress } from './client-address.js';
import { APP_CONFIG, REDIS_CLIENT } from './tokens.js';
import { TooManyRequestsError } from './too-many-requests.error.js';

const RATE_LIMITED_ROUTE = Symbol('RATE_LIMITED_ROUTE');

/**
 * Counts every request of a {@link RateLimit} route per client address in Redis (shared by all
 * API instances; the count is taken atomically, so a burst cannot slip past it) and refuses the
 * ones over the route's configured limit with a 429.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters = new Map<RateLimitedRoute, RateLimiterRedis>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const route = this.reflector.get<RateLimitedRoute | undefined>(RATE_LIMITED_ROUTE, context.getHandler());
    if (!route) throw new Error('RateLimitGuard needs @RateLimit(route) on the handler');
    try {
      await this.limiterOf(route).consume(clientAddress(context.switchToHttp().getRequest<FastifyRequest>()));
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyRequestsError('Too many requests.', rejection.msBeforeNext);
      throw rejection;
    }
  }

  private limiterOf(route: RateLimitedRoute): RateLimiterRedis {
    let limiter = this.limiters.get(route);
    if (!limiter) {
      const { points, windowSeconds } = this.config.rateLimits[route];
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        useRedisPackage: true,
        points,
        duration: windowSeconds,
        keyPrefix: `${this.config.redisPrefix}:rate-limit:${route}`,
      });
      this.limiters.set(route, limiter);
    }
    return limiter;
  }
}

/** Limits a route per client address, as RATE_LIMIT_<ROUTE> configures it; over the limit: 429 with Retry-After. */
export const RateLimit = (route: RateLimitedRoute): MethodDecorator =>
  applyDecorators(
    SetMetadata(RATE_LIMITED_ROUTE, route),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many requests from this address: wait for the Retry-After seconds' }),
  );
