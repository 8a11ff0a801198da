import type { PageVisited } from './page-visit.events.js';

/** A page of the web app was shown to a visitor (signed in or not). */
export interface RecordPageVisit {
  readonly type: 'RecordPageVisit';
  readonly visitId: string;
  readonly page: string;
  /** As the browser sent it: an empty referrer is none. */
  readonly referrer: string | null | undefined;
  readonly userId: string | null;
}

/**
 * A visit is a fact of its moment: nothing refuses it (the request's shape is validated at the
 * edge), and no state is read, since every visit stands alone. Its instant is the clock's.
 */
export function decidePageVisit(command: RecordPageVisit, _state: null, now: Date): PageVisited[] {
  const { visitId, page, referrer, userId } = command;
  return [{ type: 'PageVisited', data: { visitId, page, referrer: referrer || null, userId, visitedAt: now.toISOString() } }];
}

export const pageVisitDecider = {
  initialState: (): null => null,
  evolve: (state: null): null => state,
  decide: decidePageVisit,
};
