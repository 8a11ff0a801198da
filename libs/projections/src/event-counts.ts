import type { EventStore, Position } from '#eventstore';
import { REBUILD_BATCH_SIZE } from './rebuild-projection.js';

export interface EventCount {
  /** Events of the types after the position, up to the cap. */
  readonly count: number;
  /** When the first of them occurred (ISO-8601); null when there is none. */
  readonly oldestAt: string | null;
}

export interface CountOptions {
  /** Stop counting here (a projection far behind need not cost a read of the whole log). */
  readonly cap?: number;
  /** Aborting stops between pages. */
  readonly signal?: AbortSignal;
}

/**
 * Counts the log's events of `types` after `after`, a page at a time through the store's port
 * (so on either store), the pages filtered by type in the store.
 */
export async function countEventsAfter(store: EventStore, after: Position, types: readonly string[], { cap = Infinity, signal }: CountOptions = {}): Promise<EventCount> {
  let count = 0;
  let oldestAt: string | null = null;
  let position = after;
  while (count < cap) {
    signal?.throwIfAborted();
    const limit = Math.min(REBUILD_BATCH_SIZE, cap - count);
    const page = await store.readAll({ after: position, limit, types });
    oldestAt ??= page.events[0]?.metadata.occurredAt ?? null;
    count += page.events.length;
    position = page.scannedTo;
    if (page.events.length < limit) break;
  }
  return { count, oldestAt };
}
