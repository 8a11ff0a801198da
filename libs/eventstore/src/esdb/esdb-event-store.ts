/**
 * The EventStoreDB adapter of the event store port, on `@eventstore/db-client` (gRPC, server 22.6+:
 * earlier servers do not return positions on stream reads).
 *
 * Mapping:
 * - our event becomes a JSON event whose id is `metadata.eventId`, so EventStoreDB's own
 *   idempotency (same ids at the same expected revision) gives the port's idempotent append;
 * - our metadata is the event's metadata JSON, plus `$correlationId` / `$causationId`, the
 *   names EventStoreDB's system projections (`$by_correlation_id`) read; they are dropped on read;
 * - system events (types starting with `$`) are never handed out: they are the server's, not ours.
 */
import { EventEmitter } from 'node:events';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { WrongExpectedRevisionError } from '../errors.js';
import type {
  AppendedListener,
  AppendResult,
  EventData,
  EventMetadata,
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
import { appendedOf, START as LOG_START } from '../event-store.port.js';
import { comparePositions, later } from '../position.js';

export interface EsdbEventStoreOptions {
  /** For example `esdb://localhost:2113?tls=false`. */
  readonly connectionString: string;
}

/** Events read per request when looking backwards for the newest non-system event. */
const HEAD_SCAN_PAGE = 100;

/**
 * A filtered read that has heard nothing for this long finishes its range unfiltered: servers
 * before 23.10 send no "caught up" message, and their checkpoints may stop short of the head.
 */
const FILTERED_READ_IDLE_MS = 1_000;

const isSystemType = (type: string): boolean => type.startsWith('$');

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A server-side filter on exactly these event types (prefixes would also match longer names). */
const exactTypesFilter = (types: readonly string[]) =>
  eventTypeFilter({ regex: `^(?:${types.map(escapeRegex).join('|')})$`, checkpointInterval: 1 });

function toEsdbRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

/** Our START ({-1,-1}) and "no position" both mean the start of $all to EventStoreDB. */
const toReadPosition = (after: Position | undefined): ReadPosition =>
  after === undefined || after.commit < 0n ? START : { commit: after.commit, prepare: after.prepare };

function toStoredMetadata(metadata: EventMetadata): Record<string, unknown> {
  return { ...metadata, $correlationId: metadata.correlationId, $causationId: metadata.causationId };
}

function field<T>(raw: Record<string, unknown>, name: keyof EventMetadata, check: (v: unknown) => v is T): T {
  const value = raw[name];
  if (!check(value)) throw new Error(`Event metadata field ${name} is missing or malformed`);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number';

/** Picks our six fields back out of the stored metadata (dropping `$correlationId` and the like). */
function fromStoredMetadata(raw: unknown): EventMetadata {
  if (typeof raw !== 'object' || raw === null || raw instanceof Uint8Array) {
    throw new Error('Event has no JSON metadata: it was not written through the event store port');
  }
  const record = raw as Record<string, unknown>;
  return {
    eventId: field(record, 'eventId', isString),
    correlationId: field(record, 'correlationId', isString),
    causationId: field(record, 'causationId', isString),
    actorId: field(record, 'actorId', isStringOrNull),
    occurredAt: field(record, 'occurredAt', isString),
    schemaVersion: field(record, 'schemaVersion', isNumber),
  };
}

/**
 * Throws when an event's data or metadata cannot be JSON. The client serialises while it streams
 * the request, so a bad third event would otherwise fail after two were sent (never committed,
 * but a request left half-sent); checking first means nothing leaves for a batch that can't.
 */
function assertSerialisable(events: readonly NewEvent[]): void {
  for (const event of events) JSON.stringify([event.data, event.metadata]);
}

function toEventData(event: NewEvent) {
  return jsonEvent({
    id: event.metadata.eventId,
    type: event.type,
    data: { ...event.data },
    metadata: toStoredMetadata(event.metadata),
  });
}

export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly appended = new EventEmitter().setMaxListeners(0);

  constructor(options: EsdbEventStoreOptions) {
    // Parsing the connection string does not connect: the first call does.
    this.client = EventStoreDBClient.connectionString(options.connectionString);
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('An append needs at least one event');
    assertSerialisable(events);
    try {
      const result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbRevision(expected),
      });
      // The port promises the position of the last event written, which read-your-writes
      // compares checkpoints with. The server reports the write's own position, and none at all
      // for an idempotent retry; for a single event that is the event's, for a batch it is not
      // documented to be the last event's, so a batch (or a missing position) is looked up.
      const position =
        result.position && events.length === 1
          ? toPosition(result.position)
          : await this.positionOf(streamId, result.nextExpectedRevision);
      this.appended.emit('appended', appendedOf(events, position));
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expected.toString(), error.actualVersion.toString());
      }
      throw error;
    }
  }

  /** Calls `listener` after each append this instance makes (e.g. to wake projection runners at once). */
  onAppended(listener: AppendedListener): void {
    this.appended.on('appended', listener);
  }

  async readStream(streamId: string, { fromRevision }: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS, fromRevision: fromRevision ?? START })) {
        if (resolved.event) events.push(this.toRecorded(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /**
   * Without `types`: $all read with `fromPosition` and `maxCount`, dropping system events; the
   * read goes on until `limit` of ours are found or the log ends. Events at or before `after` are
   * dropped as well: the port's `after` is exclusive, a read's `fromPosition` is not.
   *
   * With `types`: the 6.x client filters only subscriptions, so the read is a catch-up
   * subscription with a server-side event-type filter, stopped at `limit` events or at the head
   * of $all as it was when the read began (see {@link readFiltered}).
   */
  async readAll({ after, limit, types }: ReadAllOptions): Promise<ReadAllPage> {
    if (types) return this.readFiltered(after ?? LOG_START, limit, types);
    const events: RecordedEvent[] = [];
    let cursor = after;
    let scannedTo = after ?? LOG_START;
    while (events.length < limit) {
      const page = await this.readAllPage(cursor, limit - events.length + 1);
      for (const event of page.events) {
        if (events.length < limit) events.push(event);
      }
      if (page.lastPosition) scannedTo = later(page.lastPosition, scannedTo);
      if (page.exhausted || page.lastPosition === undefined) break;
      cursor = page.lastPosition;
    }
    if (events.length === limit) scannedTo = events[events.length - 1].position;
    return { events, scannedTo };
  }

  subscribeToAll({ after, types }: SubscribeToAllOptions = {}): Subscription {
    const source = this.client.subscribeToAll({
      fromPosition: toReadPosition(after),
      filter: types ? exactTypesFilter(types) : excludeSystemEvents(),
    });
    return new EsdbSubscription(source, (resolved) => this.fromAllStream(resolved, after));
  }

  /**
   * Reads events of `types` after `after` through a filtered catch-up subscription, until one of:
   * `limit` events (scanned to the last one); an event, a checkpoint (the server's "searched up to
   * here") or the "caught up" message at or past the head taken before subscribing (scanned to
   * that head, or further); or silence, after which the rest of the range up to the head is read
   * unfiltered and filtered here.
   */
  private async readFiltered(after: Position, limit: number, types: readonly string[]): Promise<ReadAllPage> {
    const head = await this.rawHead();
    if (!head || comparePositions(head, after) <= 0) return { events: [], scannedTo: after };
    const wanted = new Set(types);
    const events: RecordedEvent[] = [];
    let scanned = after;
    let progressed = (): void => undefined;
    const subscription = this.client.subscribeToAll({
      fromPosition: toReadPosition(after),
      filter: {
        ...exactTypesFilter(types),
        // The client calls this (it emits no event) for the server's "searched up to here" messages.
        checkpointReached: (_, position) => {
          scanned = later(toPosition(position), scanned);
          progressed();
        },
      },
    });
    const stopped = await new Promise<'done' | 'idle'>((resolve, reject) => {
      let idle = setTimeout(() => resolve('idle'), FILTERED_READ_IDLE_MS);
      const settle = (outcome: 'done' | 'idle'): void => {
        clearTimeout(idle);
        resolve(outcome);
      };
      const check = (): void => {
        clearTimeout(idle);
        if (events.length >= limit || comparePositions(scanned, head) >= 0) return settle('done');
        idle = setTimeout(() => settle('idle'), FILTERED_READ_IDLE_MS);
      };
      progressed = check;
      subscription.on('data', (resolved: AllStreamResolvedEvent) => {
        const event = this.fromAllStream(resolved, after);
        if (event && wanted.has(event.type) && events.length < limit) {
          events.push(event);
          scanned = later(event.position, scanned);
        }
        check();
      });
      subscription.on('caughtUp', () => {
        scanned = later(head, scanned);
        check();
      });
      subscription.on('error', (error: unknown) => {
        clearTimeout(idle);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    }).finally(async () => {
      await subscription.unsubscribe();
      subscription.destroy();
    });
    if (events.length >= limit) return { events, scannedTo: events[events.length - 1].position };
    if (stopped === 'done') return { events, scannedTo: scanned };
    return this.finishUnfiltered(events, scanned, head, limit, wanted);
  }

  /** The rest of a filtered read up to `head`, read unfiltered and filtered here. */
  private async finishUnfiltered(
    found: RecordedEvent[],
    from: Position,
    head: Position,
    limit: number,
    wanted: ReadonlySet<string>,
  ): Promise<ReadAllPage> {
    let cursor = from;
    while (comparePositions(cursor, head) < 0) {
      const page = await this.readAllPage(cursor, HEAD_SCAN_PAGE);
      for (const event of page.events) {
        if (!wanted.has(event.type)) continue;
        found.push(event);
        if (found.length >= limit) return { events: found, scannedTo: event.position };
      }
      if (page.exhausted || page.lastPosition === undefined) return { events: found, scannedTo: later(head, cursor) };
      cursor = page.lastPosition;
    }
    return { events: found, scannedTo: cursor };
  }

  /** The position of the newest record of $all, a system event or not; null for an empty log. */
  private async rawHead(): Promise<Position | null> {
    const [newest] = await this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 }).toArray();
    return newest?.event ? toPosition(newest.event.position) : null;
  }

  async headPosition(): Promise<Position | null> {
    let from: Position | undefined;
    for (;;) {
      let raw = 0;
      let newest: Position | null = null;
      let oldestSeen: Position | undefined;
      const read = this.client.readAll({
        direction: BACKWARDS,
        fromPosition: from ?? END,
        maxCount: HEAD_SCAN_PAGE,
      });
      // Read the whole (bounded) page rather than break out, which would cancel the call midway.
      for await (const resolved of read) {
        raw++;
        const event = resolved.event;
        if (!event) continue;
        oldestSeen = event.position;
        if (from && comparePositions(event.position, from) >= 0) continue;
        if (newest === null && !isSystemType(event.type)) newest = toPosition(event.position);
      }
      if (newest !== null) return newest;
      if (raw < HEAD_SCAN_PAGE || oldestSeen === undefined) return null;
      from = oldestSeen;
    }
  }

  async ping(): Promise<void> {
    // Any read proves a round trip to a node that serves reads.
    await this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 }).toArray();
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  private async readAllPage(after: Position | undefined, maxCount: number) {
    const events: RecordedEvent[] = [];
    let raw = 0;
    let lastPosition: Position | undefined;
    for await (const resolved of this.client.readAll({ fromPosition: toReadPosition(after), maxCount, direction: FORWARDS })) {
      raw++;
      if (resolved.event) lastPosition = toPosition(resolved.event.position);
      const event = this.fromAllStream(resolved, after);
      if (event) events.push(event);
    }
    return { events, lastPosition, exhausted: raw < maxCount };
  }

  /** Our event from a $all record, or undefined for system events and anything at or before `after`. */
  private fromAllStream(resolved: AllStreamResolvedEvent, after: Position | undefined): RecordedEvent | undefined {
    const event = resolved.event;
    if (!event || isSystemType(event.type)) return undefined;
    if (after && comparePositions(event.position, after) <= 0) return undefined;
    return this.toRecorded(event);
  }

  private async positionOf(streamId: string, revision: bigint): Promise<Position> {
    const [resolved] = await this.client.readStream(streamId, { fromRevision: revision, maxCount: 1 }).toArray();
    if (!resolved?.event?.position) throw new Error(`No position for ${streamId}@${revision}`);
    return toPosition(resolved.event.position);
  }

  private toRecorded(event: EsdbRecordedEvent): RecordedEvent {
    if (!event.isJson) throw new Error(`Event ${event.id} in ${event.streamId} is not JSON: not written through the port`);
    if (!event.position) throw new Error('EventStoreDB 22.6 or later is needed: it returns positions on stream reads');
    return {
      type: event.type,
      data: event.data as EventData,
      metadata: fromStoredMetadata(event.metadata),
      streamId: event.streamId,
      revision: event.revision,
      position: toPosition(event.position),
    };
  }
}

const toPosition = (p: { commit: bigint; prepare: bigint }): Position => ({ commit: p.commit, prepare: p.prepare });

/**
 * A catch-up subscription as the port's Subscription. `close()` cancels the gRPC call; the
 * cancellation then surfaces as an error or a premature end of the stream, which after a close
 * is the expected way to stop and is swallowed.
 */
class EsdbSubscription implements Subscription {
  private closed = false;

  constructor(
    private readonly source: AllStreamSubscription,
    private readonly map: (resolved: AllStreamResolvedEvent) => RecordedEvent | undefined,
  ) {}

  async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    try {
      for await (const resolved of this.source) {
        if (this.closed) return;
        const event = this.map(resolved);
        if (event) yield event;
      }
    } catch (error) {
      if (!this.closed) throw error;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.source.unsubscribe();
    this.source.destroy();
  }
}
