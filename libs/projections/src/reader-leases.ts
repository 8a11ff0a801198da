import pg from 'pg';
import { endSilentLeaseHolder, tryLockLease } from './advisory-locks.js';
import { quietConsoleLogger, type ProjectionLogger } from './logger.js';
import { sqlOfPool } from './sql-executor.js';

export interface ReaderLeasesOptions {
  readonly connectionString: string;
  /** The lease connection's application_name (pg_stat_activity), so that an operator sees which process holds which reader. */
  readonly applicationName: string;
  /** How long a reader whose lease another process holds waits before asking again (default 1000 ms). */
  readonly retryMs?: number;
  /** How often a holder says it is alive, with a query on its lease connection (default 5 s). */
  readonly beatMs?: number;
  /** How long a holder's lease connection may stay silent before a standby ends it and takes its readers (default 30 s). */
  readonly silentAfterMs?: number;
  readonly logger?: ProjectionLogger;
}

/**
 * Which readers of the log (projections, process managers) this process runs, when several
 * workers share one database: a reader runs where its lease is held, and stands by everywhere
 * else, asking again every `retryMs`. A lease is a session advisory lock on a connection of its
 * own, never a pooled one (a pooled connection would carry the lock to whoever borrows it next),
 * so it ends with the process: PostgreSQL drops a dead process's session, and with it the lock,
 * as soon as its socket closes (kill -9 included), and a standby takes the reader over at its
 * next try.
 *
 * A process that is alive but hung (stopped, or its event loop blocked) keeps its socket, and so
 * its leases: a holder therefore beats, a query on its lease connection every `beatMs`, from a
 * timer that runs only while its event loop does; a standby that finds the holder's session
 * silent for `silentAfterMs` ends it, and takes the reader at its next try. A busy holder still
 * beats (a long batch awaits the database, it does not block the loop).
 *
 * The lease only spares the standbys their polling and makes "who runs what" visible; it is not
 * what keeps two processes from applying one batch twice. Each batch still takes the reader's
 * transaction lock (advisory-locks.ts), so the moment around a lost lease connection, when this
 * process has not yet heard that it lost the lease and another has already taken it, is safe.
 */
export class ReaderLeases {
  private readonly retryMs: number;
  private readonly silentAfterMs: number;
  private readonly beating: NodeJS.Timeout;
  private readonly logger: ProjectionLogger;
  private readonly held = new Set<string>();
  private readonly nextTryAt = new Map<string, number>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private failing = false;
  private closed = false;
  /** The lease connection's queries, one after the other: pg's client warns of (and will refuse) overlapping ones. */
  private asking: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ReaderLeasesOptions) {
    this.retryMs = options.retryMs ?? 1000;
    this.silentAfterMs = options.silentAfterMs ?? 30_000;
    this.logger = options.logger ?? quietConsoleLogger;
    // Unref'd: the beat alone must not keep a process alive that has nothing else to do.
    this.beating = setInterval(() => this.beat(), options.beatMs ?? 5000).unref();
  }

  /**
   * Whether this process holds `reader`'s lease, taking it when it is free. Never throws: a
   * lease that cannot be asked for (the database is away) is not held, and asked for again later.
   */
  async holds(reader: string): Promise<boolean> {
    if (this.held.has(reader)) return true;
    if (this.closed || Date.now() < (this.nextTryAt.get(reader) ?? 0)) return false;
    this.nextTryAt.set(reader, Date.now() + this.retryMs);
    const asked = this.asking.then(() => this.ask(reader));
    this.asking = asked;
    await asked;
    return this.held.has(reader);
  }

  private async ask(reader: string): Promise<void> {
    if (this.closed) return;
    try {
      const client = await this.connection();
      const sql = sqlOfPool(client);
      // The connection may have been lost while the lock was asked for: such a lock is gone with it.
      if (await tryLockLease(sql, reader)) {
        if (client === this.client) this.held.add(reader);
      } else {
        const ended = await endSilentLeaseHolder(sql, reader, this.silentAfterMs / 1000);
        if (ended) this.logger.warn(`Reader leases: ${ended.applicationName} (backend ${ended.pid}) held ${reader} without a sign of life for ${this.silentAfterMs / 1000} s; ended its session, to take ${reader} over`);
      }
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.logger.warn(`Reader leases: cannot reach the database (${(error as Error).message}); the readers stand by until it is back`);
      this.failing = true;
      this.forget(this.client);
    }
  }

  /** While this process holds a lease: a query on the lease connection, which standbys see as its sign of life. */
  private beat(): void {
    const client = this.client;
    if (this.closed || this.held.size === 0 || client === null) return;
    this.asking = this.asking.then(async () => {
      // A failed beat is a lost connection: its 'error' or 'end' handler gives the leases up.
      await client.query('select 1').catch(() => undefined);
    });
  }

  /** Ends the lease connection, which gives every lease of this process up at once. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.beating);
    const client = this.client;
    this.held.clear();
    this.client = null;
    this.connecting = null;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.options.connectionString, application_name: this.options.applicationName });
      // An unheard 'error' would end the process; a lost connection only means the leases are gone.
      client.on('error', (error) => this.lost(client, error.message));
      client.on('end', () => this.lost(client, 'connection closed'));
      this.client = client;
      await client.connect();
      return client;
    })();
    return this.connecting;
  }

  private lost(client: pg.Client, reason: string): void {
    if (client !== this.client) return;
    if (!this.closed && this.held.size > 0) this.logger.warn(`Reader leases: lost the lease connection (${reason}); ${[...this.held].join(', ')} stand by until they are taken again`);
    this.forget(client);
  }

  /** Drops `client` as the lease connection (it is dead or closing): no lease is held through it any more. */
  private forget(client: pg.Client | null): void {
    if (client === null || client !== this.client) return;
    this.held.clear();
    this.client = null;
    this.connecting = null;
    client.end().catch(() => undefined);
  }
}
