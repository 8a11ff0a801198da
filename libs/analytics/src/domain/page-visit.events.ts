import type { DomainEvent } from '#platform';

/** A page of the web app was shown. Streams: `pagevisits-<YYYY-MM-DD>`, one per UTC day. */
export type PageVisited = DomainEvent<'PageVisited', {
  visitId: string;
  page: string;
  referrer: string | null;
  /** The signed-in visitor, or null. */
  userId: string | null;
  visitedAt: string;
}>;

export const pageVisitStream = (visitedAt: string): string => `pagevisits-${visitedAt.slice(0, 10)}`;
