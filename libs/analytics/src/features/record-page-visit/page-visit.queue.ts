import type { PageVisited } from '../../domain/page-visit.events.js';

export const PAGE_VISITS_QUEUE = 'page-visits';

/** A queued visit: the event's data, plus who caused it (for the event's metadata). */
export interface PageVisitJob {
  readonly visit: PageVisited['data'];
  readonly correlationId: string;
}

/** Accepted visits survive passing failures: retried with back-off, kept in Redis until appended. */
export const PAGE_VISIT_JOB_OPTIONS = {
  attempts: 20,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: true,
  removeOnFail: 10_000,
} as const;
