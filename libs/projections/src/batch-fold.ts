import type { RecordedEvent } from '#eventstore';
import type { ProjectionTable, RowData } from './projection.js';

/** The rows a batch leaves behind in one table: rows to write whole, and keys of rows to delete. */
export interface TableChanges {
  readonly upserts: RowData[];
  readonly deletes: RowData[];
}

/** Primary-key columns of a table, by property name, and a stable text for a key's values. */
export interface KeyShape {
  readonly primaryKeys: readonly string[];
}

export const keyText = (shape: KeyShape, key: RowData): string => JSON.stringify(shape.primaryKeys.map((pk) => key[pk] ?? null));

/** The distinct keys (by {@link keyText}) of the rows that `events` touch in `table`. */
export function touchedKeys(table: ProjectionTable, shape: KeyShape, events: readonly RecordedEvent[]): Map<string, RowData> {
  const handled = new Set(table.handles);
  const keys = new Map<string, RowData>();
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    const key = table.key(event);
    for (const pk of shape.primaryKeys) {
      if (key[pk] === undefined || key[pk] === null) throw new Error(`The key of a ${event.type} event has no ${pk}`);
    }
    keys.set(keyText(shape, key), key);
  }
  return keys;
}

/**
 * Folds a batch into row changes, in memory: each handled event evolves the current version of
 * its row (the loaded one, or what earlier events of the batch made of it). A row that ends as
 * it was loaded (the same object) is not written again.
 */
export function foldBatch(
  table: ProjectionTable,
  shape: KeyShape,
  events: readonly RecordedEvent[],
  loaded: ReadonlyMap<string, RowData>,
): TableChanges {
  const handled = new Set(table.handles);
  const current = new Map<string, { key: RowData; row: RowData | undefined }>();
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    const key = table.key(event);
    const id = keyText(shape, key);
    const before = current.has(id) ? current.get(id)?.row : loaded.get(id);
    const after = table.evolve(before, event);
    if (after && keyText(shape, after) !== id) {
      throw new Error(`A ${event.type} handler changed the key of its row from ${id} to ${keyText(shape, after)}`);
    }
    current.set(id, { key, row: after });
  }
  const changes: TableChanges = { upserts: [], deletes: [] };
  for (const [id, { key, row }] of current) {
    const was = loaded.get(id);
    if (row === was) continue;
    if (row) changes.upserts.push(row);
    else if (was) changes.deletes.push(key);
  }
  return changes;
}
