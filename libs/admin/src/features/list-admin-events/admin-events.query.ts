import { Inject, Injectable } from '@nestjs/common';
import { type EventStore, formatPosition, type RecordedEvent } from '#eventstore';
import { EVENT_STORE } from '#platform';
import type { AdminEventPageResponse, AdminEventResponse } from '../../contracts/admin.responses.js';
import { type EventFilter, pageOf, selectFromStream } from '../../domain/event-page.js';
import { redactSecrets } from '../../domain/redact-secrets.js';

const toResponse = (event: RecordedEvent): AdminEventResponse => ({
  position: formatPosition(event.position),
  streamId: event.streamId,
  revision: Number(event.revision),
  eventId: event.metadata.eventId,
  type: event.type,
  data: redactSecrets(event.data) as Record<string, unknown>,
  metadata: { ...event.metadata },
});

/** The log as stored, read through the event store's port (either store), a page at a time. */
@Injectable()
export class AdminEventsQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async page(filter: EventFilter, limit: number): Promise<AdminEventPageResponse> {
    // One more than the page, to know whether another follows.
    const events = filter.stream === null ? await this.fromLog(filter, limit + 1) : selectFromStream(await this.store.readStream(filter.stream), filter);
    const page = pageOf(events, limit);
    return { events: page.events.map(toResponse), nextPosition: page.nextPosition && formatPosition(page.nextPosition) };
  }

  private async fromLog({ types, after }: EventFilter, limit: number): Promise<RecordedEvent[]> {
    return (await this.store.readAll({ after, limit, ...(types && { types }) })).events;
  }
}
