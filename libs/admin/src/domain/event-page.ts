import { comparePositions, type Position, type RecordedEvent } from '#eventstore';

export const DEFAULT_EVENT_PAGE_SIZE = 100;
export const MAX_EVENT_PAGE_SIZE = 500;

/** What an admin asks of the log: one stream or all of it, some types or all, after a position. */
export interface EventFilter {
  readonly stream: string | null;
  /** Null for every type. */
  readonly types: readonly string[] | null;
  /** Exclusive; START for the beginning of the log. */
  readonly after: Position;
}

export interface EventPage {
  readonly events: readonly RecordedEvent[];
  /** Where the next page starts (exclusive); null when nothing more matched. */
  readonly nextPosition: Position | null;
}

/**
 * A stream's events that the filter selects, in log order: paging goes by position, and a
 * stream's revisions may commit out of log order (an append that waited on the stream's lock
 * inside an older transaction), so the stream's own order would let a page skip one.
 */
export function selectFromStream(events: readonly RecordedEvent[], filter: EventFilter): RecordedEvent[] {
  const types = filter.types ? new Set(filter.types) : null;
  return events
    .filter((event) => (types === null || types.has(event.type)) && comparePositions(event.position, filter.after) > 0)
    .sort((a, b) => comparePositions(a.position, b.position));
}

/**
 * A page of `limit` events out of up to `limit + 1` read: the one past the page only says that
 * more follow, so the last page ends with null instead of sending the reader to an empty one.
 */
export function pageOf(events: readonly RecordedEvent[], limit: number): EventPage {
  const page = events.slice(0, limit);
  const more = events.length > limit;
  return { events: page, nextPosition: more && page.length > 0 ? page[page.length - 1].position : null };
}
