import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { keyText, type KeyShape, type TableChanges } from './batch-fold.js';
import type { ProjectionTable, RowData } from './projection.js';
import { quoteIdentifier } from './schema-names.js';
import { sqlOf } from './sql-executor.js';

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

/**
 * Reads and writes one table of a read model set-based, on the batch's EntityManager (so inside
 * its transaction, and in whatever schema that EntityManager's ORM maps the entity to: the live
 * one, or a rebuild's copy). A batch costs one statement per kind of change, whatever its size.
 */
export class TableWriter implements KeyShape {
  readonly primaryKeys: readonly string[];
  private readonly meta: EntityMetadata<object>;
  private readonly columns: readonly Column[];
  private readonly keyColumns: readonly Column[];
  private readonly target: string;

  constructor(
    private readonly em: EntityManager,
    private readonly table: ProjectionTable,
  ) {
    this.meta = em.getMetadata().get(table.entity);
    this.primaryKeys = this.meta.primaryKeys as string[];
    this.columns = columnsOf(this.meta);
    this.keyColumns = this.columns.filter((c) => this.primaryKeys.includes(c.property));
    this.target = `${quoteIdentifier(this.meta.schema ?? 'public')}.${quoteIdentifier(this.meta.tableName)}`;
  }

  /** The stored rows with these keys, by {@link keyText}: one query; MikroORM maps the columns to properties. */
  async load(keys: ReadonlyMap<string, RowData>): Promise<Map<string, RowData>> {
    if (keys.size === 0) return new Map();
    const raw = await sqlOf(this.em).query<RowData>(
      `select ${this.columns.map((c) => `t.${quoteIdentifier(c.name)}`).join(', ')} from ${this.target} as t
       where (${this.keyColumns.map((c) => `t.${quoteIdentifier(c.name)}`).join(', ')})
         in (select * from ${this.recordset(this.keyColumns)})`,
      [JSON.stringify([...keys.values()].map((key) => this.toRecord(key, this.keyColumns)))],
    );
    const rows = raw.map((record) => this.toRow(this.em.map(this.table.entity, record)));
    return new Map(rows.map((row) => [keyText(this, row), row]));
  }

  /** Writes a batch's changes: one INSERT … ON CONFLICT for every row written, one DELETE for every row removed. */
  async write({ upserts, deletes }: TableChanges): Promise<void> {
    const sql = sqlOf(this.em);
    if (deletes.length > 0) {
      const keys = this.keyColumns;
      await sql.query(
        `delete from ${this.target} as t using ${this.recordset(keys)} where ${keys.map((c) => `t.${quoteIdentifier(c.name)} = r.${quoteIdentifier(c.name)}`).join(' and ')}`,
        [JSON.stringify(deletes.map((row) => this.toRecord(row, keys)))],
      );
    }
    if (upserts.length > 0) {
      const names = this.columns.map((c) => quoteIdentifier(c.name)).join(', ');
      const keyNames = this.keyColumns.map((c) => quoteIdentifier(c.name));
      const others = this.columns.filter((c) => !this.primaryKeys.includes(c.property)).map((c) => quoteIdentifier(c.name));
      const onConflict = others.length ? `do update set ${others.map((n) => `${n} = excluded.${n}`).join(', ')}` : 'do nothing';
      await sql.query(
        `insert into ${this.target} (${names}) select ${names} from ${this.recordset(this.columns)} on conflict (${keyNames.join(', ')}) ${onConflict}`,
        [JSON.stringify(upserts.map((row) => this.toRecord(row, this.columns)))],
      );
    }
  }

  /** The rows of a JSON array parameter as a typed relation `r`. */
  private recordset(columns: readonly Column[]): string {
    return `jsonb_to_recordset($1::jsonb) as r(${columns.map((c) => `${quoteIdentifier(c.name)} ${c.type}`).join(', ')})`;
  }

  private toRecord(row: RowData, columns: readonly Column[]): RowData {
    const record: RowData = {};
    for (const column of columns) record[column.name] = jsonValue(row[column.property]);
    return record;
  }

  private toRow(entity: object): RowData {
    const row: RowData = {};
    for (const column of this.columns) row[column.property] = (entity as RowData)[column.property];
    return row;
  }
}
