import type { SqlExecutor } from './sql-executor.js';

/** Writes one data-modifying statement; `param` binds a value and answers its placeholder ($1, $2, …). */
export type StatementPart = (param: (value: unknown) => string) => string;

/**
 * A batch's writes sent as one statement: each table's delete and upsert, and the checkpoint's
 * move, each a data-modifying WITH query of it. A live batch used to wait for each write in turn
 * (admin-people's up to five, then the checkpoint), and on a busy machine every round trip costs
 * milliseconds. The parts share one snapshot and run in no set order, so no two may touch the same
 * row: a batch's fold either deletes or upserts a key, never both (batch-fold.ts), its tables are
 * apart, and the read models have no unique index but their primary keys and no foreign keys.
 */
export class WriteStatement {
  private readonly parts: string[] = [];
  private readonly params: unknown[] = [];

  add(part: StatementPart): void {
    this.parts.push(
      part((value) => {
        this.params.push(value);
        return `$${this.params.length}`;
      }),
    );
  }

  /** Sends the parts (nothing when there are none). */
  async run(sql: SqlExecutor): Promise<void> {
    if (this.parts.length === 0) return;
    const text = this.parts.length === 1 ? this.parts[0] : `with ${this.parts.map((part, i) => `w${i} as (${part})`).join(', ')} select 1`;
    await sql.query(text, this.params);
  }
}
