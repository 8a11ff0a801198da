import { START, type Position } from '#eventstore';
import { lockSetup } from './advisory-locks.js';
import type { SqlExecutor } from './sql-executor.js';
import { WriteStatement } from './write-statement.js';

/** Where a projection stands: the version of the code that built its read model, and the last event it applied. */
export interface Checkpoint {
  readonly name: string;
  readonly version: number;
  /** The last event applied (or skipped); `START` before the first. */
  readonly position: Position;
  readonly updatedAt: Date;
}

export const CHECKPOINTS_SCHEMA = 'projections';
export const CHECKPOINTS_TABLE = `${CHECKPOINTS_SCHEMA}.checkpoints`;

interface CheckpointRow {
  name: string;
  version: number;
  commit_position: string;
  prepare_position: string;
  updated_at: Date;
}

// Positions are read back as text: bigint columns would otherwise arrive as JS numbers or
// strings depending on the driver's type parsers, and positions must stay exact bigints.
const SELECT = `select name, version, commit_position::text, prepare_position::text, updated_at from ${CHECKPOINTS_TABLE}`;

const toCheckpoint = (row: CheckpointRow): Checkpoint => ({
  name: row.name,
  version: Number(row.version),
  position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
  updatedAt: new Date(row.updated_at),
});

/**
 * The checkpoints table. Every method runs on the executor it is given, so that inside a batch
 * the checkpoint moves in the same transaction as the read-model rows.
 */
export class CheckpointStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** Creates the schema and table when missing; run it inside a transaction. */
  async ensureTable(): Promise<void> {
    await lockSetup(this.sql);
    await this.sql.query(`create schema if not exists ${CHECKPOINTS_SCHEMA}`);
    await this.sql.query(
      `create table if not exists ${CHECKPOINTS_TABLE} (
         name text primary key,
         version integer not null,
         commit_position bigint not null,
         prepare_position bigint not null,
         updated_at timestamptz not null default now(),
         rows_written bigint not null default 0
       )`,
    );
    await this.addRowsWritten();
  }

  /** A table made before `rows_written` gets it; only then, since altering a table locks out its readers however briefly. */
  private async addRowsWritten(): Promise<void> {
    const [column] = await this.sql.query<{ present: boolean }>(
      `select exists (select 1 from information_schema.columns where table_schema = $1 and table_name = 'checkpoints' and column_name = 'rows_written') as present`,
      [CHECKPOINTS_SCHEMA],
    );
    if (!column?.present) await this.sql.query(`alter table ${CHECKPOINTS_TABLE} add column if not exists rows_written bigint not null default 0`);
  }

  async read(name: string): Promise<Checkpoint | null> {
    const [row] = await this.sql.query<CheckpointRow>(`${SELECT} where name = $1`, [name]);
    return row ? toCheckpoint(row) : null;
  }

  /**
   * The checkpoint, its row locked until the transaction ends: a runner batch that would move it
   * (and write its rows, in the same statement) waits, then finds it moved and writes nothing.
   */
  async readLocked(name: string): Promise<Checkpoint | null> {
    const [row] = await this.sql.query<CheckpointRow>(`${SELECT} where name = $1 for update`, [name]);
    return row ? toCheckpoint(row) : null;
  }

  async readMany(names: readonly string[]): Promise<Map<string, Checkpoint>> {
    if (names.length === 0) return new Map();
    // The names travel as one JSON text, which both executors bind alike (arrays they do not).
    const rows = await this.sql.query<CheckpointRow>(`${SELECT} where name in (select jsonb_array_elements_text($1::jsonb))`, [
      JSON.stringify(names),
    ]);
    return new Map(rows.map((row) => [row.name, toCheckpoint(row)]));
  }

  async readAll(): Promise<Checkpoint[]> {
    const rows = await this.sql.query<CheckpointRow>(`${SELECT} order by name`);
    return rows.map(toCheckpoint);
  }

  async write(name: string, version: number, position: Position = START): Promise<void> {
    await this.sql.query(
      `insert into ${CHECKPOINTS_TABLE} as stored (name, version, commit_position, prepare_position, updated_at) values ($1, $2, $3::bigint, $4::bigint, now())
       on conflict (name) do update set version = excluded.version, commit_position = excluded.commit_position,
         prepare_position = excluded.prepare_position, updated_at = excluded.updated_at, rows_written = stored.rows_written + 1`,
      [name, version, position.commit.toString(), position.prepare.toString()],
    );
  }

  /**
   * Moves the checkpoint from `from` to `to` only while it stands at `from` with this version (a
   * compare-and-set: under READ COMMITTED a concurrent move makes it match nothing). True when it moved.
   */
  advance(name: string, version: number, from: Position, to: Position): Promise<boolean> {
    const statement = new WriteStatement();
    this.advanceWith(statement, name, version, from, to);
    return statement.run(this.sql);
  }

  /**
   * Adds {@link advance}'s compare-and-set to `statement` as its guard: the batch's rows are written
   * only if the checkpoint moved. `writesRows`: the batch has events of the projection's types, so
   * its read model changes (see {@link readModelVersions}).
   */
  advanceWith(statement: WriteStatement, name: string, version: number, from: Position, to: Position, writesRows = false): void {
    statement.addGuard(
      (param) => `update ${CHECKPOINTS_TABLE} set commit_position = ${param(to.commit.toString())}::bigint, prepare_position = ${param(to.prepare.toString())}::bigint, updated_at = now(),
         rows_written = rows_written + ${writesRows ? 1 : 0}
       where name = ${param(name)} and version = ${param(version)} and commit_position = ${param(from.commit.toString())}::bigint
         and prepare_position = ${param(from.prepare.toString())}::bigint returning name`,
    );
  }
}

/**
 * SQL for the versions of these projections' read models (`names`, a text[] parameter such as
 * `$1::text[]`): one text that changes whenever any of their rows may have, in the same statement
 * or transaction as the rows (a batch with events of its types, a rebuild's swap, a start), and
 * not when the checkpoint only moves past others' events. Positions alone would not do: they move
 * with every event of the log, and a rebuild may end where the read model stood.
 */
export const readModelVersions = (names: string): string =>
  `(select string_agg(name || ':' || version || ':' || rows_written, ',' order by name) from ${CHECKPOINTS_TABLE} where name = any(${names}))`;

/** True when the checkpoints table exists (a barrier may run before any runner created it). */
export async function checkpointTableExists(sql: SqlExecutor): Promise<boolean> {
  const [row] = await sql.query<{ exists: boolean }>(`select to_regclass($1) is not null as exists`, [CHECKPOINTS_TABLE]);
  return row?.exists === true;
}
