import { ReferenceKind, type EntityMetadata, type EntityProperty, type Platform } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { keyText, type KeyShape, type TableChanges } from './batch-fold.js';
import type { ProjectionTable, RowData } from './projection.js';
import { quoteIdentifier } from './schema-names.js';
import { sqlOf } from './sql-executor.js';
import type { WriteStatement } from './write-statement.js';

/** A column of a read-model table: the entity property it holds, its name and its PostgreSQL type. */
export interface Column {
  readonly property: string;
  readonly name: string;
  readonly type: string;
}

/**
 * A column's value for the JSON sent to PostgreSQL: a bigint as text (JSON has none), which the
 * column type then parses. Only the top level: columns hold scalars and arrays of numbers, and a
 * bigint nested deeper would make JSON.stringify throw, not write a wrong value. (A replacer
 * function would cover any depth, at a call per value: it showed in rebuild profiles.)
 */
const jsonValue = (value: unknown): unknown => (typeof value === 'bigint' ? value.toString() : (value ?? null));

const isColumn = (prop: EntityProperty): boolean => prop.kind === ReferenceKind.SCALAR && prop.persist !== false && !prop.formula;

/** The columns an entity's table stores (scalar, persisted properties), in declaration order. */
export const columnsOf = (meta: EntityMetadata<object>): Column[] =>
  meta.props.filter(isColumn).map((prop) => ({ property: prop.name, name: prop.fieldNames[0], type: prop.columnTypes[0] }));

/** How a loaded column is selected and turned into its property's value. */
interface ColumnReader {
  readonly select: string;
  readonly property: string;
  readonly read: (value: unknown) => unknown;
}

/** Column types MikroORM's connection hands back as the entity holds them (checked for every read model by the restore test). */
const AS_STORED = new Set(['uuid', 'text', 'varchar', 'boolean', 'smallint', 'int', 'integer', 'real', 'double precision']);
const same = (value: unknown): unknown => value;

/**
 * Each column's value as `em.map` would hydrate the property, without making an entity (its
 * identity map and unit of work cost more than the query in a rebuild): custom types convert as
 * MikroORM converts them, timestamps travel as epoch milliseconds (the driver gives MikroORM text
 * to parse), the rest as stored. Another column type throws here, rather than load a value of another kind.
 */
function readerOf(meta: EntityMetadata<object>, prop: EntityProperty, platform: Platform): ColumnReader {
  const column = `t.${quoteIdentifier(prop.fieldNames[0])}`;
  const type = prop.columnTypes[0].replace(/\(.*\)$/, '').trim().toLowerCase();
  const reader = (select: string, read: (value: unknown) => unknown): ColumnReader => ({ select: `${select} as ${quoteIdentifier(prop.name)}`, property: prop.name, read });
  const { customType } = prop;
  if (customType) return reader(column, (value) => (value == null ? value : customType.convertToJSValue(value, platform)));
  if (type.startsWith('timestamp')) return reader(`(extract(epoch from ${column}) * 1000)::float8`, (value) => (value == null ? null : new Date(Number(value))));
  if (AS_STORED.has(type)) return reader(column, same);
  throw new Error(`TableWriter cannot load ${meta.className}.${prop.name} (${prop.columnTypes[0]}): teach readerOf how MikroORM hydrates it`);
}

/**
 * A batch's writes run as one statement, in no set order (write-statement.ts). A unique key
 * besides the primary key could then refuse a batch that frees a value in one row and takes it in
 * another (an address moving between accounts), which separate statements in order would allow.
 */
function refuseOtherUniqueKeys(meta: EntityMetadata<object>): void {
  const unique = meta.uniques.length > 0 || meta.props.some((prop) => prop.unique && !prop.primary);
  if (unique) throw new Error(`TableWriter cannot write ${meta.className}: a read model's only unique key is its primary key`);
}

/**
 * Reads and writes one table of a read model set-based, on the batch's EntityManager (so inside
 * its transaction, and in whatever schema that EntityManager's ORM maps the entity to: the live
 * one, or a rebuild's copy). A batch costs one load per table, whatever its size, and its writes
 * go into the batch's one write statement.
 */
export class TableWriter implements KeyShape {
  readonly primaryKeys: readonly string[];
  private readonly meta: EntityMetadata<object>;
  private readonly columns: readonly Column[];
  private readonly keyColumns: readonly Column[];
  private readonly target: string;
  private readonly readers: readonly ColumnReader[];

  constructor(
    private readonly em: EntityManager,
    table: ProjectionTable,
  ) {
    this.meta = em.getMetadata().get(table.entity);
    refuseOtherUniqueKeys(this.meta);
    this.primaryKeys = this.meta.primaryKeys as string[];
    this.columns = columnsOf(this.meta);
    this.keyColumns = this.columns.filter((c) => this.primaryKeys.includes(c.property));
    this.target = `${quoteIdentifier(this.meta.schema ?? 'public')}.${quoteIdentifier(this.meta.tableName)}`;
    this.readers = this.meta.props.filter(isColumn).map((prop) => readerOf(this.meta, prop, em.getPlatform()));
  }

  /** The stored rows with these keys, by {@link keyText}: one query, each column read as its property's value. */
  async load(keys: ReadonlyMap<string, RowData>): Promise<Map<string, RowData>> {
    if (keys.size === 0) return new Map();
    const keyList = JSON.stringify([...keys.values()].map((key) => this.toRecord(key, this.keyColumns)));
    const raw = await sqlOf(this.em).query<RowData>(
      `select ${this.readers.map((r) => r.select).join(', ')} from ${this.target} as t
       where (${this.keyColumns.map((c) => `t.${quoteIdentifier(c.name)}`).join(', ')})
         in ${this.counted(this.keyColumns, '$1', '$2')}`,
      [keyList, keys.size],
    );
    const rows = raw.map((record) => this.toRow(record));
    return new Map(rows.map((row) => [keyText(this, row), row]));
  }

  /** Adds a batch's changes to `statement`: one DELETE for every row removed, one INSERT … ON CONFLICT for every row written (both under its guard). */
  addWrites({ upserts, deletes }: TableChanges, statement: WriteStatement): void {
    if (deletes.length > 0) {
      const keys = this.keyColumns;
      const rows = JSON.stringify(deletes.map((row) => this.toRecord(row, keys)));
      const matches = keys.map((c) => `t.${quoteIdentifier(c.name)} = r.${quoteIdentifier(c.name)}`).join(' and ');
      statement.add((param, guard) => `delete from ${this.target} as t using ${this.counted(keys, param(rows), param(deletes.length))} as r where ${matches} and ${guard}`);
    }
    if (upserts.length > 0) {
      const names = this.columns.map((c) => quoteIdentifier(c.name)).join(', ');
      const keyNames = this.keyColumns.map((c) => quoteIdentifier(c.name));
      const others = this.columns.filter((c) => !this.primaryKeys.includes(c.property)).map((c) => quoteIdentifier(c.name));
      const onConflict = others.length ? `do update set ${others.map((n) => `${n} = excluded.${n}`).join(', ')}` : 'do nothing';
      const rows = JSON.stringify(upserts.map((row) => this.toRecord(row, this.columns)));
      statement.add(
        (param, guard) =>
          `insert into ${this.target} (${names}) select ${names} from ${this.recordset(this.columns, param(rows))} where ${guard} on conflict (${keyNames.join(', ')}) ${onConflict}`,
      );
    }
  }

  /** The rows of a JSON array parameter as a typed relation `r`. */
  private recordset(columns: readonly Column[], rows: string): string {
    return `jsonb_to_recordset(${rows}::jsonb) as r(${columns.map((c) => `${quoteIdentifier(c.name)} ${c.type}`).join(', ')})`;
  }

  /**
   * The same rows as a subquery limited to how many were sent (`count`), which is all of them. The
   * planner guesses 100 rows for any set-returning function, and against 100 keys a table of some
   * thousand rows is cheaper to scan whole and hash: every live batch of a few events then read
   * the whole table (2–4 ms a load on 10,000 songs). The limit gives it the real count under
   * 100, so a few keys go through the primary key's index; from 100 up the plan is as before.
   */
  private counted(columns: readonly Column[], rows: string, count: string): string {
    return `(select * from ${this.recordset(columns, rows)} limit ${count})`;
  }

  private toRecord(row: RowData, columns: readonly Column[]): RowData {
    const record: RowData = {};
    for (const column of columns) record[column.name] = jsonValue(row[column.property]);
    return record;
  }

  private toRow(record: RowData): RowData {
    const row: RowData = {};
    for (const { property, read } of this.readers) row[property] = read(record[property]);
    return row;
  }
}
