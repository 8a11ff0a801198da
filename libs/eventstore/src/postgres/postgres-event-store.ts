import { EventEmitter } from 'node:events';
import pg from 'pg';
import { WrongExpectedRevisionError } from '../errors.js';
import type {
  AppendedListener,
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  Position,
  ReadAllOptions,
  ReadAllPage,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
} from '../event-store.port.js';
import { appendedOf, START } from '../event-store.port.js';
import { comparePositions } from '../position.js';
import { PollingSubscription } from '../polling-subscription.js';
import { COLUMNS, TYPES_PAGE_QUERY } from './page-queries.sql.js';
import { EVENT_STORE_SCHEMA_SQL } from './schema.sql.js';

export interface PostgresEventStoreOptions {
  readonly pool: pg.Pool;
  /** How often a live subscription looks for events appended by other processes. */
  readonly pollIntervalMs?: number;
}

interface EventRow {
  global_seq: string;
  transaction_id: string;
  stream_id: string;
  stream_revision: string;
  type: string;
  data: Record<string, unknown>;
  metadata: NewEvent['metadata'];
}

/** A row of a page query: the log's head (seen in the page's snapshot), and an event or, for an empty page, nulls. */
type PageRow = { head_xid: string | null; head_seq: string | null } & (EventRow | { [K in keyof EventRow]: null });

/** Only events of finished transactions: nothing can still commit below this bound. */
const VISIBLE = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';

/**
 * The store's statements are prepared once per connection (a name each), so PostgreSQL plans them
 * once rather than at every call. At 20 commands/s in `bench:lag` (pg_stat_statements) planning
 * was over half of a stream read (0.09 of 0.17 ms) and over a third of a page read (0.25 of 0.67 ms;
 * the page's generic plan runs a little slower, 0.56 ms in all). The read models' queries are not
 * prepared: a rebuild's swap can change a table's columns under a prepared statement, which
 * PostgreSQL then refuses on every connection that holds it. These tables keep their shape.
 */
const prepared = (name: string, text: string): { readonly name: string; readonly text: string } => ({ name: `eventstore.${name}`, text });
/** Through `read_all_page` (schema.sql.ts), whose plan is generic: PostgreSQL's own choice kept planning it at every call. */
const ALL_TYPES_QUERY = prepared('read-all', 'SELECT * FROM eventstore.read_all_page($1, $2, $3)');
const TYPES_QUERY = prepared('read-types', TYPES_PAGE_QUERY);
const APPEND = prepared('append', 'SELECT next_revision, commit_id::text, last_seq FROM eventstore.append_events($1, $2, $3)');
const READ_STREAM = prepared('read-stream', `SELECT ${COLUMNS} FROM eventstore.events WHERE stream_id = $1 AND stream_revision >= $2 ORDER BY stream_revision`);
const WRONG_EXPECTED_REVISION = 'VM001';

const isPgError = (e: unknown): e is pg.DatabaseError => e instanceof Error && 'code' in e;

export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly pollIntervalMs: number;
  /** Wakes this process's live subscriptions at once after its own appends. */
  private readonly appended = new EventEmitter().setMaxListeners(0);

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.pollIntervalMs = options.pollIntervalMs ?? 100;
  }

  /** Creates the tables and the append function; safe to run at every start. */
  async init(): Promise<void> {
    const client = await this.pool.connect();
    try {
      // Serialise concurrent initialisers (several test files or app instances at once).
      await client.query('BEGIN');
      await client.query("SELECT pg_advisory_xact_lock(hashtext('vibematch.eventstore.init'))");
      await client.query(EVENT_STORE_SCHEMA_SQL);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.appendOn(this.pool, streamId, events, expected);
  }

  /**
   * Appends through a given client or pool, so that a caller (or a test) can hold the append
   * inside a transaction of its own.
   */
  async appendOn(
    db: pg.Pool | pg.ClientBase,
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('An append needs at least one event');
    const payload = events.map((e) => ({ id: e.metadata.eventId, type: e.type, data: e.data, metadata: e.metadata }));
    try {
      const { rows } = await db.query<{ next_revision: string; commit_id: string; last_seq: string }>({
        ...APPEND,
        values: [streamId, expected.toString(), JSON.stringify(payload)],
      });
      const row = rows[0];
      const position = { commit: BigInt(row.commit_id), prepare: BigInt(row.last_seq) };
      this.appended.emit('appended', appendedOf(events, position));
      return { nextExpectedRevision: BigInt(row.next_revision), position };
    } catch (error) {
      if (isPgError(error) && error.code === WRONG_EXPECTED_REVISION) {
        throw new WrongExpectedRevisionError(streamId, expected.toString(), error.detail === '-1' ? 'no_stream' : String(error.detail));
      }
      throw error;
    }
  }

  /** Calls `listener` after each append this instance makes (e.g. to wake projection runners at once). */
  onAppended(listener: AppendedListener): void {
    this.appended.on('appended', listener);
  }

  async readStream(streamId: string, { fromRevision = 0n }: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>({ ...READ_STREAM, values: [streamId, fromRevision.toString()] });
    return rows.map((r) => this.toRecorded(r));
  }

  async readAll({ after = START, limit, types }: ReadAllOptions): Promise<ReadAllPage> {
    const params: unknown[] = [after.commit < 0n ? '0' : after.commit.toString(), after.prepare.toString(), limit];
    const { rows } = types
      ? await this.pool.query<PageRow>({ ...TYPES_QUERY, values: [...params, types] })
      : await this.pool.query<PageRow>({ ...ALL_TYPES_QUERY, values: params });
    const events = rows
      .filter((row): row is PageRow & EventRow => row.global_seq !== null)
      .map((row) => this.toRecorded(row))
      .sort((a, b) => comparePositions(a.position, b.position));
    const head = rows[0]?.head_xid != null ? { commit: BigInt(rows[0].head_xid), prepare: BigInt(rows[0].head_seq ?? '0') } : null;
    return { events, scannedTo: scannedTo(after, events, limit, head) };
  }

  subscribeToAll({ after, types }: SubscribeToAllOptions = {}): Subscription {
    return new PollingSubscription({
      readPage: (from) => this.readAll({ after: from, limit: 500, types }),
      after,
      pollIntervalMs: this.pollIntervalMs,
      wakeUps: this.appended,
    });
  }

  async headPosition(): Promise<Position | null> {
    const { rows } = await this.pool.query<{ transaction_id: string; global_seq: string }>(
      `SELECT transaction_id::text, global_seq FROM eventstore.events WHERE ${VISIBLE}
       ORDER BY transaction_id DESC, global_seq DESC LIMIT 1`,
    );
    return rows[0] ? { commit: BigInt(rows[0].transaction_id), prepare: BigInt(rows[0].global_seq) } : null;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1 FROM eventstore.streams LIMIT 1');
  }

  async close(): Promise<void> {
    this.appended.emit('appended', null);
    this.appended.removeAllListeners();
  }

  private toRecorded(row: EventRow): RecordedEvent {
    return {
      type: row.type,
      data: row.data,
      metadata: row.metadata,
      streamId: row.stream_id,
      revision: BigInt(row.stream_revision),
      position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_seq) },
    };
  }
}

/** A full page was cut at its last event; a short one saw everything up to the head. */
function scannedTo(after: Position, events: readonly RecordedEvent[], limit: number, head: Position | null): Position {
  if (events.length > 0 && events.length >= limit) return events[events.length - 1].position;
  return head && comparePositions(head, after) > 0 ? head : after;
}
