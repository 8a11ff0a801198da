import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '#eventstore';
import { BatchKeys, foldBatch, keyText, type TableChanges } from './batch-fold.js';
import type { CopyRows, KeptRows } from './kept-rows.js';
import type { Projection, ProjectionTable, RowData } from './projection.js';
import { sqlOf } from './sql-executor.js';
import { TableWriter } from './table-writer.js';
import { WriteStatement } from './write-statement.js';

export interface ApplyBatchOptions {
  /** Writes of the caller's own, sent in the batch's statement (a runner's: the checkpoint's move). */
  readonly writes?: WriteStatement;
  /** A rebuild's rows of its copy (kept-rows.ts): its batches load what they keep from memory. */
  readonly keptRows?: CopyRows;
}

/**
 * Applies a batch of events to a projection's tables on `em` (the batch transaction): per table,
 * one query loads the rows the batch touches or reads, the batch is folded in memory, and the
 * result is written set-based, every table in one statement with the caller's own `writes`, so
 * that the checkpoint's move needs no round trip of its own.
 */
export async function applyBatch(em: EntityManager, projection: Projection, events: readonly RecordedEvent[], options: ApplyBatchOptions = {}): Promise<void> {
  const { writes = new WriteStatement(), keptRows } = options;
  const writers = projection.tables.map((table) => ({ table, shape: new TableWriter(em, table), kept: keptRows?.of(table) }));
  const keys = new BatchKeys(writers, events);
  if (keys.touched.size === 0) return writes.run(sqlOf(em));
  const loaded = new Map<ProjectionTable, Map<string, RowData>>();
  for (const { table, shape, kept } of writers) loaded.set(table, await loadRows(shape, keys.touched.get(table) ?? new Map(), kept));
  const changes = foldBatch(keys, loaded);
  for (const { table, shape } of writers) {
    const ofTable = changes.get(table);
    if (ofTable) shape.addWrites(ofTable, writes);
  }
  await writes.run(sqlOf(em));
  // Only once written: a rebuild ends at its first failed batch, so what is kept is in the copy.
  for (const { table, shape, kept } of writers) {
    const ofTable = changes.get(table);
    if (kept && ofTable) keepChanges(shape, kept, ofTable);
  }
}

/** The stored rows with these keys: those kept in memory, the others from the table (none while the kept rows are all of them). */
async function loadRows(shape: TableWriter, keys: ReadonlyMap<string, RowData>, kept: KeptRows | undefined): Promise<Map<string, RowData>> {
  if (!kept) return shape.load(keys);
  const { found, missing } = kept.lookup(keys);
  for (const [id, row] of await shape.load(missing)) {
    found.set(id, row);
    kept.keep(id, row);
  }
  return found;
}

function keepChanges(shape: TableWriter, kept: KeptRows, { upserts, deletes }: TableChanges): void {
  for (const key of deletes) kept.forget(keyText(shape, key));
  for (const row of upserts) kept.keep(keyText(shape, row), shape.asLoaded(row));
}
