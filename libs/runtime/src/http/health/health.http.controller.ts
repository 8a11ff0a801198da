import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import type { RedisClientType } from 'redis';
import type { EventStore } from '#eventstore';
import { EVENT_STORE, PG_POOL, REDIS_CLIENT } from '#platform';

type Check = 'up' | 'down';

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

const TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)));
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Whether PostgreSQL, Redis and the event store answer' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ type: HealthResponse })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const [postgres, redis, eventStore] = await Promise.all([
      probe(() => this.pool.query('SELECT 1')),
      probe(() => this.redis.ping()),
      probe(() => this.store.ping()),
    ]);
    const checks = { postgres, redis, eventStore };
    const down = Object.entries(checks).filter(([, state]) => state === 'down').map(([name]) => name);
    if (down.length > 0) reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return down.length === 0
      ? { status: 'ok', message: 'All services answer', checks }
      : { status: 'degraded', message: `Not answering: ${down.join(', ')}`, checks };
  }
}
