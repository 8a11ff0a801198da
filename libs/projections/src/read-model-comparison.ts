import type { EntityMetadata } from '@mikro-orm/core';
import { quoteIdentifier } from './schema-names.js';
import type { SqlExecutor } from './sql-executor.js';
import { columnsOf, type Column } from './table-writer.js';

/** A column whose values differ, each side as JSON text (`"abc"`, `12`, `null`). */
export interface ColumnDifference {
  readonly column: string;
  readonly live: string;
  readonly rebuilt: string;
}

export type RowDifferenceKind = 'only-live' | 'only-rebuilt' | 'changed';

/** A row that is not the same in the live read model and in the copy rebuilt from the log. */
export interface RowDifference {
  readonly kind: RowDifferenceKind;
  /** The row's primary key as JSON text, by column name, e.g. `{"id": "…"}`. */
  readonly key: string;
  /** For `changed`: the columns that differ (never the key's). Empty for the other kinds. */
  readonly columns: readonly ColumnDifference[];
}

/** One table compared: how many rows differ of each kind, and the first of them by key. */
export interface TableComparison {
  readonly table: string;
  readonly onlyLive: number;
  readonly onlyRebuilt: number;
  readonly changed: number;
  /** At most the cap of each kind, ordered by kind and key; the counts include those beyond it. */
  readonly rows: readonly RowDifference[];
}

interface DifferenceRow {
  kind: RowDifferenceKind;
  key: string;
  columns: ColumnDifference[];
  total: number;
}

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * Compares one table of a read model in schema `live` with the same table in schema `rebuilt`,
 * row by row on the primary key (a full outer join), on `sql`'s transaction: so under its
 * snapshot. Values are compared as `to_jsonb(value)`: every column type has it (json columns
 * have no equality operator), and two values of one type map to equal jsonb exactly when
 * PostgreSQL would output them alike, which is what a reader of the read model sees.
 */
export async function compareTable(sql: SqlExecutor, meta: EntityMetadata<object>, live: string, rebuilt: string, cap: number): Promise<TableComparison> {
  const columns = columnsOf(meta);
  const primaryKeys: readonly string[] = meta.primaryKeys;
  const keyColumns = columns.filter((column) => primaryKeys.includes(column.property));
  const others = columns.filter((column) => !keyColumns.includes(column));
  const ref = (side: 'l' | 'c', column: Column): string => `${side}.${quoteIdentifier(column.name)}`;
  const differs = (column: Column): string => `to_jsonb(${ref('l', column)}) is distinct from to_jsonb(${ref('c', column)})`;
  const value = (side: 'l' | 'c', column: Column): string => `coalesce(to_jsonb(${ref(side, column)})::text, 'null')`;
  const onlyRebuilt = `${ref('l', keyColumns[0])} is null`;
  const onlyLive = `${ref('c', keyColumns[0])} is null`;
  const differences = others.map(
    (column) =>
      `case when ${differs(column)} then jsonb_build_object('column', ${literal(column.name)}, 'live', ${value('l', column)}, 'rebuilt', ${value('c', column)}) end`,
  );
  const name = (schema: string): string => `${quoteIdentifier(schema)}.${quoteIdentifier(meta.tableName)}`;
  const rows = await sql.query<DifferenceRow>(
    `with differing as (
       select case when ${onlyRebuilt} then 'only-rebuilt' when ${onlyLive} then 'only-live' else 'changed' end as kind,
         jsonb_build_object(${keyColumns.map((column) => `${literal(column.name)}, coalesce(${ref('l', column)}, ${ref('c', column)})`).join(', ')})::text as key,
         case when ${onlyRebuilt} or ${onlyLive} then '[]'::jsonb
           else to_jsonb(array_remove(array[${differences.join(', ')}]::jsonb[], null)) end as columns
       from ${name(live)} as l full join ${name(rebuilt)} as c
         on ${keyColumns.map((column) => `${ref('l', column)} = ${ref('c', column)}`).join(' and ')}
       where ${[onlyRebuilt, onlyLive, ...others.map(differs)].join(' or ')}
     ), numbered as (
       select *, count(*) over (partition by kind) as total, row_number() over (partition by kind order by key) as n from differing
     )
     select kind, key, columns, total::int as total from numbered where n <= $1 order by kind, key`,
    [cap],
  );
  const count = (kind: RowDifferenceKind): number => rows.find((row) => row.kind === kind)?.total ?? 0;
  return {
    table: meta.tableName,
    onlyLive: count('only-live'),
    onlyRebuilt: count('only-rebuilt'),
    changed: count('changed'),
    rows: rows.map(({ kind, key, columns: differing }) => ({ kind, key, columns: differing })),
  };
}
