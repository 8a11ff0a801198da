import type { ProjectionTable, RowData } from './projection.js';

/**
 * The most rows a rebuild keeps in memory per table. A row takes a few hundred bytes, so a pass
 * over every projection holds at most some tens of megabytes, whatever the history's size.
 */
export const KEPT_ROWS_PER_TABLE = 20_000;

/** What a table's kept rows answer for a batch's keys: the rows they hold, and the keys to ask the copy for. */
export interface KeptLookup {
  readonly found: Map<string, RowData>;
  readonly missing: Map<string, RowData>;
}

/**
 * One table's rows as a rebuild has written them into its copy, most recently used last. The copy
 * starts empty and only its rebuild writes to it: until a row is forgotten for room, a key that is
 * not kept is a row that is not there, and a batch loads nothing. Once one is forgotten, the keys
 * not kept are loaded from the copy, as a live batch loads them.
 */
export class KeptRows {
  private readonly rows = new Map<string, RowData>();
  private complete = true;

  constructor(private readonly limit: number) {}

  lookup(keys: ReadonlyMap<string, RowData>): KeptLookup {
    const found = new Map<string, RowData>();
    const missing = new Map<string, RowData>();
    for (const [id, key] of keys) {
      const row = this.rows.get(id);
      if (row) found.set(id, this.touch(id, row));
      else if (!this.complete) missing.set(id, key);
    }
    return { found, missing };
  }

  keep(id: string, row: RowData): void {
    this.touch(id, row);
    if (this.rows.size <= this.limit) return;
    const oldest = this.rows.keys().next().value as string;
    this.rows.delete(oldest);
    this.complete = false;
  }

  forget(id: string): void {
    this.rows.delete(id);
  }

  /** Moves the row to the most recently used end (a Map keeps insertion order). */
  private touch(id: string, row: RowData): RowData {
    this.rows.delete(id);
    this.rows.set(id, row);
    return row;
  }
}

/** The kept rows of each table of one rebuild's copy. */
export class CopyRows {
  private readonly tables = new Map<ProjectionTable, KeptRows>();

  constructor(private readonly limit = KEPT_ROWS_PER_TABLE) {}

  of(table: ProjectionTable): KeptRows {
    let kept = this.tables.get(table);
    if (!kept) this.tables.set(table, (kept = new KeptRows(this.limit)));
    return kept;
  }
}
