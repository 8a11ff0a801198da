import type { Submission } from './submissions.api';

/** The counters of a list of requests (spec 2.6 and 2.10): Total, then one per status an artist waits on or gets. */
export function submissionCounters(list: readonly Submission[]) {
  const count = (status: Submission['status']) => list.filter((s) => s.status === status).length;
  return [
    ['Total', list.length],
    ['Pending', count('pending')],
    ['Reviewed', count('reviewed')],
    ['Added', count('added')],
    ['Rejected', count('rejected')],
  ] as const;
}
