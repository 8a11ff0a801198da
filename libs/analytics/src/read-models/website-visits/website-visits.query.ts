import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { WebsiteVisits } from '../../contracts/website-visits.query.js';
import { DailyVisits } from './daily-visits.entity.js';

/** Visit counts for the admin statistics. */
@Injectable()
export class WebsiteVisitsQuery {
  constructor(private readonly em: EntityManager) {}

  /** `now`: the caller's clock, which says which day is today. */
  async counts(now: Date): Promise<WebsiteVisits> {
    const rows = await this.em.fork().find(DailyVisits, {});
    const today = now.toISOString().slice(0, 10);
    return {
      total: rows.reduce((sum, row) => sum + row.visits, 0),
      today: rows.find((row) => row.day === today)?.visits ?? 0,
    };
  }
}
