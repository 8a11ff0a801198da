/** Reads the seeded database's event log: progress lines, waiting for events, and the count by type. */
import { loadavg } from 'node:os';
import pg from 'pg';

const POLL_MS = 1_000;
/** How long the log must stay the same size to count as settled (process managers done, nothing due). */
const QUIET_POLLS = 3;
const WAIT_LIMIT_MS = 30 * 60_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class EventCounter {
  private readonly pool: pg.Pool;
  private readonly started = performance.now();

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  }

  async count(types?: readonly string[]): Promise<number> {
    const { rows } = types
      ? await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM eventstore.events WHERE type = ANY($1)', [types])
      : await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM eventstore.events');
    return Number(rows[0]?.n ?? 0);
  }

  /** One line: what is under way, the events so far and their rate, and the machine's load. */
  async progress(what: string): Promise<void> {
    const events = await this.count();
    const seconds = (performance.now() - this.started) / 1000;
    const load = loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(`[${seconds.toFixed(0)} s] ${what}; ${events.toLocaleString('en')} events (${Math.round(events / seconds)}/s on average); load ${load}`);
  }

  /** Waits until the log holds at least this many events of each type. */
  async waitFor(wanted: Readonly<Record<string, number>>): Promise<void> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const counts = await Promise.all(Object.keys(wanted).map(async (type) => [type, await this.count([type])] as const));
      if (counts.every(([type, n]) => n >= (wanted[type] ?? 0))) return;
      if (Date.now() > deadline) throw new Error(`Waited ${WAIT_LIMIT_MS / 60_000} min for ${JSON.stringify(wanted)}; the log has ${JSON.stringify(Object.fromEntries(counts))}`);
      await sleep(POLL_MS);
    }
  }

  /** Waits until nothing more is appended (the process managers have done what the last commands started). */
  async settled(): Promise<void> {
    let last = -1;
    for (let quiet = 0; quiet < QUIET_POLLS; ) {
      const now = await this.count();
      quiet = now === last ? quiet + 1 : 0;
      last = now;
      await sleep(POLL_MS);
    }
  }

  async byType(): Promise<{ events: number; byType: Record<string, number> }> {
    const { rows } = await this.pool.query<{ type: string; n: string }>('SELECT type, count(*) AS n FROM eventstore.events GROUP BY type ORDER BY count(*) DESC, type');
    const byType = Object.fromEntries(rows.map((r) => [r.type, Number(r.n)]));
    return { events: Object.values(byType).reduce((a, b) => a + b, 0), byType };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
