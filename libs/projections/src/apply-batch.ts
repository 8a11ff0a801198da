import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '#eventstore';
import { BatchKeys, foldBatch } from './batch-fold.js';
import type { Projection, ProjectionTable, RowData } from './projection.js';
import { sqlOf } from './sql-executor.js';
import { TableWriter } from './table-writer.js';
import { WriteStatement } from './write-statement.js';

/**
 * Applies a batch of events to a projection's tables on `em` (the batch transaction): per table,
 * one query loads the rows the batch touches or reads, the batch is folded in memory, and the
 * result is written set-based, every table in one statement with whatever the caller put in
 * `writes` (a runner's batch: the checkpoint's move, so that it needs no round trip of its own).
 * False when `writes` has a guard that matched nothing: then nothing was written.
 */
export async function applyBatch(em: EntityManager, projection: Projection, events: readonly RecordedEvent[], writes = new WriteStatement()): Promise<boolean> {
  const writers = projection.tables.map((table) => ({ table, shape: new TableWriter(em, table) }));
  const keys = new BatchKeys(writers, events);
  if (keys.touched.size > 0) {
    const loaded = new Map<ProjectionTable, Map<string, RowData>>();
    for (const { table, shape } of writers) loaded.set(table, await shape.load(keys.touched.get(table) ?? new Map()));
    const changes = foldBatch(keys, loaded);
    for (const { table, shape } of writers) {
      const ofTable = changes.get(table);
      if (ofTable) shape.addWrites(ofTable, writes);
    }
  }
  return writes.run(sqlOf(em));
}
