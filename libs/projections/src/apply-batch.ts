import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '#eventstore';
import { BatchKeys, foldBatch } from './batch-fold.js';
import type { Projection, ProjectionTable, RowData } from './projection.js';
import { TableWriter } from './table-writer.js';

/**
 * Applies a batch of events to a projection's tables on `em` (the batch transaction): per table,
 * one query loads the rows the batch touches or reads, the batch is folded in memory, and the
 * result is written set-based, table by table. The caller moves the checkpoint in the same transaction.
 */
export async function applyBatch(em: EntityManager, projection: Projection, events: readonly RecordedEvent[]): Promise<void> {
  const writers = projection.tables.map((table) => ({ table, shape: new TableWriter(em, table) }));
  const keys = new BatchKeys(writers, events);
  if (keys.touched.size === 0) return;
  const loaded = new Map<ProjectionTable, Map<string, RowData>>();
  for (const { table, shape } of writers) loaded.set(table, await shape.load(keys.touched.get(table) ?? new Map()));
  const changes = foldBatch(keys, loaded);
  for (const { table, shape } of writers) {
    const ofTable = changes.get(table);
    if (ofTable) await shape.write(ofTable);
  }
}
