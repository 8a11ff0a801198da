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

/** A key an event names in a table, with its {@link keyText}. */
interface NamedKey {
  readonly key: RowData;
  readonly id: string;
}

/** What one event names: the rows it is about, per table that handles it; the rows its handlers may read, per table. */
interface EventKeys {
  readonly owned: ReadonlyMap<BatchTable, readonly NamedKey[]>;
  readonly readable: ReadonlyMap<ProjectionTable, ReadonlySet<string>>;
}

/**
 * The keys of a batch, worked out once (handlers' `keys` and `reads`, and each key's text): per
 * event for the fold, and the distinct ones per table, which are the rows to load.
 */
export class BatchKeys {
  readonly touched = new Map<ProjectionTable, Map<string, RowData>>();
  readonly byEvent: readonly EventKeys[];
  private readonly byEntity: Map<EntityClass<object>, BatchTable>;

  constructor(
    readonly tables: readonly BatchTable[],
    readonly events: readonly RecordedEvent[],
  ) {
    this.byEntity = new Map(tables.map((t) => [t.table.entity, t]));
    this.byEvent = events.map((event) => this.keysOf(event));
  }

  of(entity: EntityClass<object>, event: RecordedEvent): BatchTable {
    const found = this.byEntity.get(entity);
    if (!found) throw new Error(`A ${event.type} handler reads ${entity.name}, which is not a table of its projection`);
    return found;
  }

  private keysOf(event: RecordedEvent): EventKeys {
    const owned = new Map<BatchTable, NamedKey[]>();
    const readable = new Map<ProjectionTable, Set<string>>();
    const name = (table: BatchTable, key: RowData): NamedKey => {
      for (const pk of table.shape.primaryKeys) {
        if (key[pk] === undefined || key[pk] === null) throw new Error(`A ${event.type} event names a ${table.table.entity.name} key without ${pk}`);
      }
      const named = { key, id: keyText(table.shape, key) };
      const ofTable = this.touched.get(table.table) ?? new Map<string, RowData>();
      ofTable.set(named.id, key);
      this.touched.set(table.table, ofTable);
      readable.set(table.table, (readable.get(table.table) ?? new Set()).add(named.id));
      return named;
    };
    for (const owner of this.tables) {
      if (!owner.table.handles.includes(event.type)) continue;
      owned.set(owner, owner.table.keys(event).map((key) => name(owner, key)));
      for (const { entity, key } of owner.table.reads(event)) name(this.of(entity, event), key);
    }
    return { owned, readable };
  }
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
export function foldBatch(keys: BatchKeys, loaded: RowsByTable): Map<ProjectionTable, TableChanges> {
  const { tables, events } = keys;
  const current = new Map<ProjectionTable, Map<string, Current>>(tables.map((t) => [t.table, new Map()]));
  const rowNow = (table: ProjectionTable, id: string): RowData | undefined => {
    const now = current.get(table)?.get(id);
    return now ? now.row : loaded.get(table)?.get(id);
  };
  events.forEach((event, at) => {
    const { owned, readable } = keys.byEvent[at];
    const read = (entity: EntityClass<object>, key: RowData): RowData | undefined => {
      const target = keys.of(entity, event);
      const id = keyText(target.shape, key);
      if (!readable.get(target.table)?.has(id)) throw new Error(`A ${event.type} handler reads ${entity.name} ${id}, which its table's reads does not name`);
      return rowNow(target.table, id);
    };
    for (const [{ table, shape }, named] of owned) {
      for (const { key, id } of named) {
        const after = table.evolve(rowNow(table, id), event, { key, read });
        if (after && keyText(shape, after) !== id) {
          throw new Error(`A ${event.type} handler changed the key of its row from ${id} to ${keyText(shape, after)}`);
        }
        current.get(table)?.set(id, { key, row: after });
      }
    }
  });
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
