import type { EventStore, ReadAllOptions, ReadAllPage, ReadStreamOptions, RecordedEvent, SubscribeToAllOptions, Subscription } from '../event-store.port.js';
import { ForwardingEventStore } from '../forwarding-event-store.js';
import type { UpcasterRegistry } from './event-upcaster.js';

/** Only the events whose current type was asked for (an old name asked for is no longer a type). */
const ofTypes = (events: RecordedEvent[], types: readonly string[] | undefined): RecordedEvent[] =>
  types ? events.filter((event) => types.includes(event.type)) : events;

/**
 * Any adapter, read through the upcasters: every read of the port (a stream, a page of the log, a
 * subscription) hands out events in their current shape, so aggregates, projections, process
 * managers and the admin's readers never see an old one. Done here once rather than in each
 * adapter. A read filtered by type also asks the store for the old names of those types.
 */
export class UpcastingEventStore extends ForwardingEventStore {
  constructor(
    inner: EventStore,
    private readonly upcasters: UpcasterRegistry,
  ) {
    super(inner);
  }

  override async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return (await this.inner.readStream(streamId, options)).map((event) => this.upcasters.upcast(event));
  }

  override async readAll({ types, ...options }: ReadAllOptions): Promise<ReadAllPage> {
    const page = await this.inner.readAll({ ...options, ...(types && { types: this.upcasters.storedTypes(types) }) });
    return { ...page, events: ofTypes(page.events.map((event) => this.upcasters.upcast(event)), types) };
  }

  override subscribeToAll({ types, ...options }: SubscribeToAllOptions = {}): Subscription {
    const source = this.inner.subscribeToAll({ ...options, ...(types && { types: this.upcasters.storedTypes(types) }) });
    return new UpcastingSubscription(source, (event) => ofTypes([this.upcasters.upcast(event)], types));
  }

}

class UpcastingSubscription implements Subscription {
  constructor(
    private readonly source: Subscription,
    private readonly current: (event: RecordedEvent) => RecordedEvent[],
  ) {}

  async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    for await (const event of this.source) yield* this.current(event);
  }

  close(): Promise<void> {
    return this.source.close();
  }
}
