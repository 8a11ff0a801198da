import type { EntityClass } from '@mikro-orm/core';
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

/** A table of the projection in a batch, with its key shape (its writer). */
export interface BatchTable {
  readonly table: ProjectionTable;
  readonly shape: KeyShape;
}

/** Per table, rows by {@link keyText}. */
export type RowsByTable = ReadonlyMap<ProjectionTable, ReadonlyMap<string, RowData>>;

/** The tables of a batch by entity, so that a `reads` reference finds its table. */
class BatchTables {
  private readonly byEntity: Map<EntityClass<object>, BatchTable>;

  constructor(readonly all: readonly BatchTable[]) {
    this.byEntity = new Map(all.map((t) => [t.table.entity, t]));
  }

  of(entity: EntityClass<object>, event: RecordedEvent): BatchTable {
    const found = this.byEntity.get(entity);
    if (!found) throw new Error(`A ${event.type} handler reads ${entity.name}, which is not a table of its projection`);
    return found;
  }

  /** The keys an event names in each table: the rows it is about, and the rows handlers read. */
  keysOf(event: RecordedEvent): Map<BatchTable, RowData[]> {
    const named = new Map<BatchTable, RowData[]>();
    const add = (table: BatchTable, key: RowData): void => {
      for (const pk of table.shape.primaryKeys) {
        if (key[pk] === undefined || key[pk] === null) throw new Error(`A ${event.type} event names a ${table.table.entity.name} key without ${pk}`);
      }
      named.set(table, [...(named.get(table) ?? []), key]);
    };
    for (const owner of this.all) {
      if (!owner.table.handles.includes(event.type)) continue;
      for (const key of owner.table.keys(event)) add(owner, key);
      for (const { entity, key } of owner.table.reads(event)) add(this.of(entity, event), key);
    }
    return named;
  }
}

/** The distinct keys (by {@link keyText}) of the rows of each table that `events` touch or read. */
export function touchedKeys(tables: readonly BatchTable[], events: readonly RecordedEvent[]): Map<ProjectionTable, Map<string, RowData>> {
  const batch = new BatchTables(tables);
  const touched = new Map<ProjectionTable, Map<string, RowData>>();
  for (const event of events) {
    for (const [{ table, shape }, keys] of batch.keysOf(event)) {
      const ofTable = touched.get(table) ?? new Map<string, RowData>();
      for (const key of keys) ofTable.set(keyText(shape, key), key);
      touched.set(table, ofTable);
    }
  }
  return touched;
}

interface Current {
  readonly key: RowData;
  readonly row: RowData | undefined;
}

/**
 * Folds a batch into row changes, in memory and in log order: each event evolves the current
 * version of each row it is about (the loaded one, or what earlier events of the batch made of
 * it), table after table, and a handler reads other rows as the batch has made them so far. A
 * row that ends as it was loaded (the same object) is not written again.
 */
export function foldBatch(tables: readonly BatchTable[], events: readonly RecordedEvent[], loaded: RowsByTable): Map<ProjectionTable, TableChanges> {
  const batch = new BatchTables(tables);
  const current = new Map<ProjectionTable, Map<string, Current>>(tables.map((t) => [t.table, new Map()]));
  const rowNow = (table: ProjectionTable, id: string): RowData | undefined => {
    const now = current.get(table)?.get(id);
    return now ? now.row : loaded.get(table)?.get(id);
  };
  for (const event of events) {
    const named = batch.keysOf(event);
    const readable = new Map([...named].map(([t, keys]) => [t.table, new Set(keys.map((key) => keyText(t.shape, key)))]));
    const read = (entity: EntityClass<object>, key: RowData): RowData | undefined => {
      const target = batch.of(entity, event);
      const id = keyText(target.shape, key);
      if (!readable.get(target.table)?.has(id)) throw new Error(`A ${event.type} handler reads ${entity.name} ${id}, which its table's reads does not name`);
      return rowNow(target.table, id);
    };
    for (const { table, shape } of tables) {
      if (!table.handles.includes(event.type)) continue;
      for (const key of table.keys(event)) {
        const id = keyText(shape, key);
        const after = table.evolve(rowNow(table, id), event, { key, read });
        if (after && keyText(shape, after) !== id) {
          throw new Error(`A ${event.type} handler changed the key of its row from ${id} to ${keyText(shape, after)}`);
        }
        current.get(table)?.set(id, { key, row: after });
      }
    }
  }
  return new Map(tables.map(({ table }) => [table, changesOf(current.get(table) ?? new Map(), loaded.get(table) ?? new Map())]));
}

function changesOf(current: ReadonlyMap<string, Current>, loaded: ReadonlyMap<string, RowData>): TableChanges {
  const changes: TableChanges = { upserts: [], deletes: [] };
  for (const [id, { key, row }] of current) {
    const was = loaded.get(id);
    if (row === was) continue;
    if (row) changes.upserts.push(row);
    else if (was) changes.deletes.push(key);
  }
  return changes;
}
