import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import type { RedisClientType } from 'redis';
import type { EventStore } from '#eventstore';
import { EVENT_STORE, PG_POOL, REDIS_CLIENT } from '#platform';
import { type Check, SharedHealthChecks } from './shared-health-checks.js';

class HealthChecks {
  @ApiProperty({ enum: ['up', 'down'] }) postgres!: Check;
  @ApiProperty({ enum: ['up', 'down'] }) redis!: Check;
  @ApiProperty({ enum: ['up', 'down'] }) eventStore!: Check;
}

class HealthResponse {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ example: 'All services answer' }) message!: string;
  @ApiProperty({ type: HealthChecks }) checks!: HealthChecks;
}

@ApiTags('operations')
@Controller('health')
export class HealthController {
  private readonly checks: SharedHealthChecks<keyof HealthChecks>;

  constructor(@Inject(PG_POOL) pool: pg.Pool, @Inject(REDIS_CLIENT) redis: RedisClientType, @Inject(EVENT_STORE) store: EventStore) {
    this.checks = new SharedHealthChecks({ postgres: () => pool.query('SELECT 1'), redis: () => redis.ping(), eventStore: () => store.ping() });
  }

  @Get()
  @ApiOperation({ summary: 'Whether PostgreSQL, Redis and the event store answer (one round of probes serves every request for a second)' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ type: HealthResponse })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const checks = await this.checks.current();
    const down = Object.entries(checks).filter(([, state]) => state === 'down').map(([name]) => name);
    if (down.length > 0) reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return down.length === 0
      ? { status: 'ok', message: 'All services answer', checks }
      : { status: 'degraded', message: `Not answering: ${down.join(', ')}`, checks };
  }
}
