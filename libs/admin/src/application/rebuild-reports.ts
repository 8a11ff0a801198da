import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { type AppConfig, APP_CONFIG, REDIS_CLIENT } from '#platform';
import type { ProjectionRebuildResponse } from '../contracts/admin.responses.js';

/**
 * A running rebuild's report lives this long past its last refresh: the process running it
 * refreshes it every second, so a report outlives a process that died only briefly, and never
 * shows `running` for ever.
 */
const RUNNING_TTL_SECONDS = 30;
/** How long a finished rebuild stays on the admin's page. */
const FINISHED_TTL_SECONDS = 7 * 24 * 3600;

/**
 * The last rebuild of each read model as every API instance sees it (issue 20): the instance that
 * runs a rebuild keeps its report in Redis, so the admin's projections page shows its progress
 * and outcome whichever instance the page's request reaches.
 */
@Injectable()
export class RebuildReports {
  private readonly logger = new Logger('RebuildReports');

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Never fails the rebuild: a report that cannot be kept only leaves the other instances without it. */
  async save(name: string, report: ProjectionRebuildResponse): Promise<void> {
    const ttl = report.state === 'running' ? RUNNING_TTL_SECONDS : FINISHED_TTL_SECONDS;
    try {
      await this.redis.set(this.keyOf(name), JSON.stringify(report), { expiration: { type: 'EX', value: ttl } });
    } catch (error) {
      this.logger.warn(`Could not share the rebuild report of ${name}: ${(error as Error).message}`);
    }
  }

  /** The reports kept for `names`; none for a read model never rebuilt (lately), or while Redis is away. */
  async read(names: readonly string[]): Promise<Map<string, ProjectionRebuildResponse>> {
    if (names.length === 0) return new Map();
    try {
      const values = await this.redis.mGet(names.map((name) => this.keyOf(name)));
      return new Map(names.flatMap((name, i) => (typeof values[i] === 'string' ? [[name, JSON.parse(values[i]) as ProjectionRebuildResponse] as const] : [])));
    } catch (error) {
      this.logger.warn(`Could not read the rebuild reports: ${(error as Error).message}`);
      return new Map();
    }
  }

  private keyOf(name: string): string {
    return `${this.config.redisPrefix}:projection-rebuild:${name}`;
  }
}
