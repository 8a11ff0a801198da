import type { ModuleDefinition } from '#platform';
import { AnalyticsModule } from './analytics.module.js';
import { websiteVisitsProjection } from './read-models/website-visits/website-visits.projection.js';

/** Page visits: accepted into a queue, stored in batches, counted per day. */
export const analyticsModule: ModuleDefinition = {
  name: 'analytics',
  nestModule: ({ runWorker }) => AnalyticsModule.forRoot({ runWorker }),
  projections: [websiteVisitsProjection],
};

export * from './contracts/website-visits.query.js';
export * from './contracts/page-visit.events.js';
