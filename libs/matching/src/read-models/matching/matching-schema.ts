import type { SchemaTable } from '@mikro-orm/core';

/** The read model of matching and search: tags, songs, playlists and people, built from catalog's and identity's published events. */
export const MATCHING_SCHEMA = 'rm_matching';

/**
 * A GIN trigram index (pg_trgm) on a text column, for `%`/`<%` similarity and `LIKE '%…%'`.
 * MikroORM has no option for an operator class, so the statement is written out; it takes the
 * table as MikroORM maps it (the live schema, or a rebuild's copy).
 */
export const trigramIndex = (column: string) => (columns: Record<string, string>, table: SchemaTable, indexName: string): string =>
  `create index "${indexName}" on "${table.schema}"."${table.name}" using gin ("${columns[column]}" gin_trgm_ops)`;
