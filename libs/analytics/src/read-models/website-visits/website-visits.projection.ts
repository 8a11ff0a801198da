import { defineProjection, table } from '#projections';
import type { PageVisited } from '../../domain/page-visit.events.js';
import { DailyVisits, WEBSITE_VISITS_SCHEMA } from './daily-visits.entity.js';

export const WEBSITE_VISITS_PROJECTION = 'website-visits';

/** Counts website visits per UTC day. */
export const websiteVisitsProjection = defineProjection({
  name: WEBSITE_VISITS_PROJECTION,
  version: 1,
  schema: WEBSITE_VISITS_SCHEMA,
  tables: [
    table<DailyVisits, PageVisited>({
      entity: DailyVisits,
      key: (event) => ({ day: event.data.visitedAt.slice(0, 10) }),
      on: {
        PageVisited: (row, event) => ({ day: event.data.visitedAt.slice(0, 10), visits: (row?.visits ?? 0) + 1 }),
      },
    }),
  ],
});
