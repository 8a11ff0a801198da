import type { EventStore, Position, ReadAllOptions, ReadAllPage, RecordedEvent } from './event-store.port.js';
import { ForwardingEventStore } from './forwarding-event-store.js';
import { comparePositions, later } from './position.js';

export interface SharedTailOptions {
  /** The newest events kept for the readers, of every type (default 5,000). */
  readonly capacity?: number;
  /** Events per read of the log (default 1,000); a read of new events takes at most capacity / page of them. */
  readonly pageSize?: number;
}

/**
 * Any adapter, with the log's newest events read once for all the readers of a process. Each
 * projection's loop and each process manager is woken by the same appends and asked the store
 * for the same few new events (in `bench:lag`, 18 page reads a command at 20 commands/s). Here
 * one read of the log after the kept tail, of every type, serves each reader at or past the tail's
 * start; a reader further behind (catching up, rebuilding) reads the store itself.
 *
 * A page served here is the page the store would give: every request waits for a read that
 * begins after it (so an append that woke its reader is in it), the events below the store's
 * bound never change, and a short page is served only when the read reached the log's head.
 * Requests made in one turn of the event loop (the readers woken by one append) share one read.
 */
export class SharedTailEventStore extends ForwardingEventStore {
  private readonly capacity: number;
  private readonly pageSize: number;
  /** Every event in (from, to], in log order; empty with from = to = null before a reader reached the head. */
  private tail: RecordedEvent[] = [];
  private from: Position | null = null;
  private to: Position | null = null;
  /** Whether the last read of new events reached the head (its last page was short). */
  private atHead = false;
  /** The read under way (or the last one). */
  private current: Promise<void> = Promise.resolve();
  /** The next read, not begun yet: every request made until it begins shares it. */
  private queued: Promise<void> | null = null;

  constructor(inner: EventStore, options: SharedTailOptions = {}) {
    super(inner);
    this.capacity = options.capacity ?? 5_000;
    this.pageSize = options.pageSize ?? 1_000;
  }

  override async readAll(options: ReadAllOptions): Promise<ReadAllPage> {
    const after = options.after;
    if (!after || !this.from || comparePositions(after, this.from) < 0) return this.readInner(options);
    await this.nextRead();
    return this.served(options, after) ?? this.inner.readAll(options);
  }

  override close(): Promise<void> {
    [this.tail, this.from, this.to, this.atHead] = [[], null, null, false];
    return this.inner.close();
  }

  /** A read of the store itself; the first reader to reach the head starts the tail there. */
  private async readInner(options: ReadAllOptions): Promise<ReadAllPage> {
    const page = await this.inner.readAll(options);
    if (!this.from && page.events.length < options.limit) this.from = this.to = page.scannedTo;
    return page;
  }

  /** The tail's page for `after`, or null when the tail cannot tell it (evicted meanwhile, ahead of it, short but not at the head). */
  private served({ limit, types }: ReadAllOptions, after: Position): ReadAllPage | null {
    if (!this.from || !this.to || comparePositions(after, this.from) < 0 || comparePositions(after, this.to) > 0) return null;
    const wanted = types && new Set(types);
    const events: RecordedEvent[] = [];
    for (let i = this.firstAfter(after); i < this.tail.length && events.length < limit; i++) {
      const event = this.tail[i];
      if (!wanted || wanted.has(event.type)) events.push(event);
    }
    if (events.length >= limit) return { events, scannedTo: events[events.length - 1].position };
    return this.atHead ? { events, scannedTo: later(this.to, after) } : null;
  }

  /** The index of the first kept event after `after` (binary search: the tail is in log order). */
  private firstAfter(after: Position): number {
    let [low, high] = [0, this.tail.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comparePositions(this.tail[middle].position, after) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The next read of new events. A read under way may have begun before what woke the caller's
   * reader, so the caller waits for the one after it, which begins in the next turn of the event
   * loop once the one under way is done.
   */
  private nextRead(): Promise<void> {
    this.queued ??= this.current
      .catch(() => undefined)
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        this.queued = null;
        this.current = this.readNew();
        return this.current;
      });
    return this.queued;
  }

  /** Reads the log after the tail, a page at a time, until the head or capacity / page pages; keeps the newest `capacity` events. */
  private async readNew(): Promise<void> {
    for (let pages = 0; this.to && pages * this.pageSize < this.capacity; pages++) {
      const after = this.to;
      const page = await this.inner.readAll({ after, limit: this.pageSize });
      // Closed meanwhile (the app shutting down): the tail was emptied, and this page is no part of it.
      if (this.to !== after) return;
      this.tail.push(...page.events);
      this.to = later(page.scannedTo, this.to);
      this.atHead = page.events.length < this.pageSize;
      this.evict();
      if (this.atHead) return;
    }
  }

  private evict(): void {
    const excess = this.tail.length - this.capacity;
    if (excess <= 0) return;
    this.from = this.tail[excess - 1].position;
    this.tail = this.tail.slice(excess);
  }
}
