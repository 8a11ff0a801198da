import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '#eventstore';
import type { Projection } from '#projections';
import type { PageVisited } from '../../domain/page-visit.events.js';
import { DailyVisits, WEBSITE_VISITS_SCHEMA } from './daily-visits.entity.js';

export const WEBSITE_VISITS_PROJECTION = 'website-visits';

const isPageVisited = (event: RecordedEvent): event is RecordedEvent & PageVisited => event.type === 'PageVisited';

async function dayRow(em: EntityManager, rows: Map<string, DailyVisits>, day: string): Promise<DailyVisits> {
  const known = rows.get(day) ?? (await em.findOne(DailyVisits, { day })) ?? em.create(DailyVisits, { day, visits: 0 });
  rows.set(day, known);
  return known;
}

/** Counts website visits per day. */
export const websiteVisitsProjection: Projection = {
  name: WEBSITE_VISITS_PROJECTION,
  version: 1,
  schema: WEBSITE_VISITS_SCHEMA,
  entities: [DailyVisits],
  async apply(em, events) {
    // One row object per day for the whole batch: the runner flushes once at the end.
    const rows = new Map<string, DailyVisits>();
    for (const event of events) {
      if (isPageVisited(event)) (await dayRow(em, rows, event.data.visitedAt.slice(0, 10))).visits += 1;
    }
  },
};
