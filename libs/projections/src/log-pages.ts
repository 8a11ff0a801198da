import type { EventStore, Position, ReadAllPage } from '#eventstore';

/**
 * The log's pages of these types after `after` until one comes back short (the head), each next
 * page read while the caller works on the one before: the store reads on connections of its own,
 * so neither waits for the other.
 */
export async function* pagesAhead(store: EventStore, after: Position, types: readonly string[], batchSize: number): AsyncGenerator<ReadAllPage> {
  let next = store.readAll({ after, limit: batchSize, types });
  for (;;) {
    const page = await next;
    const more = page.events.length >= batchSize;
    if (more) {
      next = store.readAll({ after: page.scannedTo, limit: batchSize, types });
      // A caller that stops early (an abort, a failed batch) never awaits it: its failure is nobody's to report.
      next.catch(() => undefined);
    }
    yield page;
    if (!more) return;
  }
}
