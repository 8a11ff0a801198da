/**
 * The event store port. Every adapter (PostgreSQL, EventStoreDB) passes one contract suite
 * (`event-store.contract.ts`), so the domain never knows which one it writes to.
 */

/** What a writer expects of a stream before its append; a mismatch is a {@link WrongExpectedRevisionError}. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

/**
 * A place in the global log. Ordered by `commit`, then `prepare` (EventStoreDB's shape; on
 * PostgreSQL `commit` is the appending transaction id and `prepare` the event's sequence number).
 */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

/** Who and what caused an event. Stored with every event, never part of its business data. */
export interface EventMetadata {
  readonly eventId: string;
  readonly correlationId: string;
  readonly causationId: string;
  /** The signed-in user who caused it; null for the system (start-up, timers, anonymous visits). */
  readonly actorId: string | null;
  /** ISO-8601 instant. */
  readonly occurredAt: string;
  readonly schemaVersion: number;
}

export type EventData = Readonly<Record<string, unknown>>;

/** An event on its way in. */
export interface NewEvent<Type extends string = string, Data extends EventData = EventData> {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

/** An event as the store hands it back. */
export interface RecordedEvent<Type extends string = string, Data extends EventData = EventData>
  extends NewEvent<Type, Data> {
  readonly streamId: string;
  /** 0-based place of the event in its stream. */
  readonly revision: bigint;
  readonly position: Position;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  readonly nextExpectedRevision: bigint;
  /** Position of the last event written (or found already written, for an idempotent re-append). */
  readonly position: Position;
}

export interface ReadStreamOptions {
  /** Only the events at or after this revision (0-based); from the first when omitted. */
  readonly fromRevision?: bigint;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Omit to read from the start. */
  readonly after?: Position;
  readonly limit: number;
  /**
   * Only events of these types, filtered by the store (an index on PostgreSQL, a server-side
   * filter on EventStoreDB), so a reader never receives the rest of the log. Omit for every type.
   */
  readonly types?: readonly string[];
}

/** A page of the global log, and how far the store looked to fill it. */
export interface ReadAllPage {
  /** Up to `limit` events after `after`, of `types` when given, in the one total order. */
  readonly events: RecordedEvent[];
  /**
   * Every event up to and including this position that matches the read's filter is in `events`
   * (or at or before `after`): the position a checkpointing reader moves to, even when `events` is
   * empty because nothing of its types was appended. It is the last event's position when the page
   * is full, and at least the newest readable position of the log when it is not. `after` (or
   * START) when the log has nothing new.
   */
  readonly scannedTo: Position;
}

export interface SubscribeToAllOptions {
  /** Exclusive; omit for the start of the log. */
  readonly after?: Position;
  /** Only events of these types, filtered by the store; omit for every type. */
  readonly types?: readonly string[];
}

export interface Subscription extends AsyncIterable<RecordedEvent> {
  /** Ends the iteration and frees the subscription's resources. */
  close(): Promise<void>;
}

export interface EventStore {
  /**
   * Appends events atomically. Re-appending events whose ids are already stored, in the same
   * stream, writes nothing and answers as the first append did (idempotent retries).
   * @throws WrongExpectedRevisionError when the stream is not at `expected`.
   */
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** All events of one stream in order; an empty list when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Up to `limit` events of the global log after `after` (of `types` only, when given), in the one
   * total order. Never returns an event while an earlier one may still commit, so a reader that
   * checkpoints `scannedTo` never skips an event.
   */
  readAll(options: ReadAllOptions): Promise<ReadAllPage>;
  /** Catch-up from `after`, then live, until closed; only events of `types` when given. */
  subscribeToAll(options?: SubscribeToAllOptions): Subscription;
  /**
   * Calls `listener` after each append this instance makes (an idempotent repeat that wrote nothing
   * too), and with null when the store closes. Optional: a reader that is not told still sees every
   * event at its next poll; being told only makes it look sooner.
   */
  onAppended?(listener: AppendedListener): void;
  /** The position of the newest event readable now, or null for an empty log. */
  headPosition(): Promise<Position | null>;
  /** Checks that the store answers; throws when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** An append a store instance made: the events it was given, their types, and where the last one stands. */
export interface Appended {
  readonly eventCount: number;
  readonly types: readonly string[];
  readonly position: Position;
}

/** See {@link EventStore.onAppended}: null when the store closes (every reader should look, and stop). */
export type AppendedListener = (appended: Appended | null) => void;

export const START: Position = Object.freeze({ commit: -1n, prepare: -1n });

/** What a store tells its append listeners of `events`, written up to `position`. */
export const appendedOf = (events: readonly NewEvent[], position: Position): Appended => ({
  eventCount: events.length,
  types: events.map((event) => event.type),
  position,
});
