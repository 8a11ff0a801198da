import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '#eventstore';
import { foldBatch, touchedKeys } from './batch-fold.js';
import type { Projection } from './projection.js';
import { TableWriter } from './table-writer.js';

/**
 * Applies a batch of events to a projection's tables on `em` (the batch transaction): per table,
 * one query loads the rows the batch touches, the batch is folded in memory, and the result is
 * written set-based. The caller moves the checkpoint in the same transaction.
 */
export async function applyBatch(em: EntityManager, projection: Projection, events: readonly RecordedEvent[]): Promise<void> {
  for (const table of projection.tables) {
    const writer = new TableWriter(em, table);
    const keys = touchedKeys(table, writer, events);
    if (keys.size === 0) continue;
    const loaded = await writer.load(keys);
    await writer.write(foldBatch(table, writer, events, loaded));
  }
}
