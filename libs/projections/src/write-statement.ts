import type { SqlExecutor } from './sql-executor.js';

/**
 * Writes one data-modifying statement; `param` binds a value and answers its placeholder ($1, $2,
 * …); `guard` is the condition the part must add to what it changes (see {@link WriteStatement.addGuard}).
 */
export type StatementPart = (param: (value: unknown) => string, guard: string) => string;

const GUARD = 'exists (select from w0)';

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
  private guarded = false;

  add(part: StatementPart): void {
    this.parts.push(
      part((value) => {
        this.params.push(value);
        return `$${this.params.length}`;
      }, this.guarded ? GUARD : 'true'),
    );
  }

  /**
   * Adds the part that every later one depends on: a compare-and-set that returns a row when it
   * matched. The later parts change nothing when it returns none (they read its result, so they
   * wait for it), and the statement then answers false. It must come first.
   */
  addGuard(part: StatementPart): void {
    if (this.parts.length > 0) throw new Error('A write statement takes its guard first');
    this.add(part);
    this.guarded = true;
  }

  /** Sends the parts (nothing when there are none); false when the guard matched nothing. */
  async run(sql: SqlExecutor): Promise<boolean> {
    if (this.parts.length === 0) return true;
    const parts = this.parts.map((part, i) => `w${i} as (${part})`).join(', ');
    if (this.guarded) return (await sql.query<{ applied: boolean }>(`with ${parts} select ${GUARD} as applied`, this.params))[0]?.applied === true;
    await sql.query(this.parts.length === 1 ? this.parts[0] : `with ${parts} select 1`, this.params);
    return true;
  }
}
