import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '#eventstore';

/** Who asks for a command and which request it belongs to; becomes every event's metadata. */
export interface CommandContext {
  readonly actorId: string | null;
  readonly correlationId: string;
  readonly causationId: string;
}

export const systemContext = (reason: string): CommandContext => ({
  actorId: null,
  correlationId: `${reason}:${randomUUID()}`,
  causationId: reason,
});

/** A domain event as `decide` returns it: its type and data, without metadata. */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  readonly type: Type;
  readonly data: Data;
}

export const SCHEMA_VERSION = 1;

export function withMetadata(event: DomainEvent, context: CommandContext, now: Date, eventId: string = randomUUID()): NewEvent {
  const metadata: EventMetadata = {
    eventId,
    correlationId: context.correlationId,
    causationId: context.causationId,
    actorId: context.actorId,
    occurredAt: now.toISOString(),
    schemaVersion: SCHEMA_VERSION,
  };
  return { type: event.type, data: event.data as NewEvent['data'], metadata };
}
