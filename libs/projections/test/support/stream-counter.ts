import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '#eventstore';
import { formatPosition } from '#eventstore';
import type { Projection } from '../../src/index.js';

/** The test read model: events counted per stream, plus one row per applied event. */
export const COUNTER_SCHEMA = 'rm_test_counter';
export const COUNTER_PROJECTION = 'stream-counter';

@Entity({ tableName: 'stream_counts', schema: COUNTER_SCHEMA })
export class StreamCount {
  @PrimaryKey({ type: 'text' }) streamId!: string;
  @Property({ type: 'integer' }) events!: number;
  @Property({ type: 'text' }) lastType!: string;
}

/** A second insert of one event violates the primary key, so applying anything twice fails loudly. */
@Entity({ tableName: 'applied_events', schema: COUNTER_SCHEMA })
export class AppliedEvent {
  @PrimaryKey({ type: 'uuid' }) eventId!: string;
  @Property({ type: 'text' }) streamId!: string;
  @Property({ type: 'text' }) position!: string;
}

/** One row per application of an event, duplicates allowed: shows an event applied twice without failing the batch. */
@Entity({ tableName: 'apply_log', schema: COUNTER_SCHEMA })
export class ApplyLog {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'uuid' }) eventId!: string;
}

export interface CounterOptions {
  readonly version?: number;
  /** What the projection stores as `lastType` (a version bump changes it). */
  readonly label?: (type: string) => string;
  /** Events of these types are ignored (the checkpoint moves past them all the same). */
  readonly ignoreTypes?: readonly string[];
  /**
   * Record applications in `apply_log` instead of `applied_events`, whose primary key would make
   * a second application fail (and so hide it behind a retry).
   */
  readonly logApplications?: boolean;
}

/**
 * Counts events per stream through the unit of work on purpose (findOne, create, mutate), so
 * that the identity map and flush are exercised in the live schema and in rebuild copies.
 */
export async function countEvents(em: EntityManager, events: readonly RecordedEvent[], options: CounterOptions = {}): Promise<void> {
  const label = options.label ?? ((type: string) => type);
  for (const event of events) {
    if (options.ignoreTypes?.includes(event.type)) continue;
    const count = await em.findOne(StreamCount, { streamId: event.streamId });
    if (count) {
      count.events += 1;
      count.lastType = label(event.type);
    } else {
      em.create(StreamCount, { streamId: event.streamId, events: 1, lastType: label(event.type) });
    }
    if (options.logApplications) em.create(ApplyLog, { eventId: event.metadata.eventId });
    else em.create(AppliedEvent, { eventId: event.metadata.eventId, streamId: event.streamId, position: formatPosition(event.position) });
  }
}

export function counterProjection(options: CounterOptions = {}): Projection {
  return {
    name: COUNTER_PROJECTION,
    version: options.version ?? 1,
    schema: COUNTER_SCHEMA,
    entities: [StreamCount, AppliedEvent, ApplyLog],
    apply: (em, events) => countEvents(em, events, options),
  };
}

/** What the read model must hold after `events`, computed without any database. */
export function expectedCounts(events: readonly RecordedEvent[], options: CounterOptions = {}): CountRow[] {
  const label = options.label ?? ((type: string) => type);
  const counts = new Map<string, CountRow>();
  for (const event of events) {
    if (options.ignoreTypes?.includes(event.type)) continue;
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
