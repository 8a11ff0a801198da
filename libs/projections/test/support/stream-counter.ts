import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { RecordedEvent } from '#eventstore';
import { formatPosition } from '#eventstore';
import { defineProjection, table, type EventShape, type Projection } from '../../src/index.js';

/** The test read model: events counted per stream, plus one row per applied event. */
export const COUNTER_SCHEMA = 'rm_test_counter';
export const COUNTER_PROJECTION = 'stream-counter';
/** The event types the counter handles; tests append others (`Ignored`) that it must never read. */
export const COUNTED_TYPES = ['Registered', 'Renamed', 'Touched'] as const;

@Entity({ tableName: 'stream_counts', schema: COUNTER_SCHEMA })
export class StreamCount {
  @PrimaryKey({ type: 'text' }) streamId!: string;
  @Property({ type: 'integer' }) events!: number;
  @Property({ type: 'text' }) lastType!: string;
}

/** One row per applied event, with the position it was applied at. */
@Entity({ tableName: 'applied_events', schema: COUNTER_SCHEMA })
export class AppliedEvent {
  @PrimaryKey({ type: 'uuid' }) eventId!: string;
  @Property({ type: 'text' }) streamId!: string;
  @Property({ type: 'text' }) position!: string;
}

export interface CounterOptions {
  readonly version?: number;
  /** What the projection stores as `lastType` (a version bump changes it). */
  readonly label?: (type: string) => string;
  /** Counted types left out (the checkpoint moves past them all the same). */
  readonly ignoreTypes?: readonly string[];
}

type CounterEvent = EventShape & { readonly type: (typeof COUNTED_TYPES)[number]; readonly data: object };

const handledTypes = (options: CounterOptions): string[] => COUNTED_TYPES.filter((type) => !options.ignoreTypes?.includes(type));

/** Handlers for every counted type but the ignored ones. */
function handlers<Row>(options: CounterOptions, evolve: (row: Row | undefined, event: RecordedEvent) => Row) {
  return Object.fromEntries(handledTypes(options).map((type) => [type, evolve])) as {
    [T in CounterEvent['type']]?: (row: Row | undefined, event: RecordedEvent) => Row;
  };
}

/** Counts events per stream (a row that accumulates) and records each one (a row per event). */
export function counterProjection(options: CounterOptions = {}): Projection {
  const label = options.label ?? ((type: string) => type);
  return defineProjection({
    name: COUNTER_PROJECTION,
    version: options.version ?? 1,
    schema: COUNTER_SCHEMA,
    tables: [
      table<StreamCount, CounterEvent>({
        entity: StreamCount,
        key: (event) => ({ streamId: event.streamId }),
        on: handlers(options, (row, event) => ({ streamId: event.streamId, events: (row?.events ?? 0) + 1, lastType: label(event.type) })),
      }),
      table<AppliedEvent, CounterEvent>({
        entity: AppliedEvent,
        key: (event) => ({ eventId: event.metadata.eventId }),
        on: handlers(options, (_, event) => ({ eventId: event.metadata.eventId, streamId: event.streamId, position: formatPosition(event.position) })),
      }),
    ],
  });
}

/** What the read model must hold after `events`, computed without any database. */
export function expectedCounts(events: readonly RecordedEvent[], options: CounterOptions = {}): CountRow[] {
  const label = options.label ?? ((type: string) => type);
  const handled = new Set(handledTypes(options));
  const counts = new Map<string, CountRow>();
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    const row = counts.get(event.streamId);
    counts.set(event.streamId, { stream_id: event.streamId, events: (row?.events ?? 0) + 1, last_type: label(event.type) });
  }
  return [...counts.values()].sort((a, b) => a.stream_id.localeCompare(b.stream_id));
}

export interface CountRow {
  stream_id: string;
  events: number;
  last_type: string;
}
