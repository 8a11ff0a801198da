import type {
  AppendedListener,
  AppendResult,
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
} from './event-store.port.js';

/** The base of a store that wraps another (upcasting, a shared tail): every call goes to `inner` unless the wrapper overrides it. */
export abstract class ForwardingEventStore implements EventStore {
  constructor(protected readonly inner: EventStore) {}

  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.inner.append(streamId, events, expected);
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamId, options);
  }

  readAll(options: ReadAllOptions): Promise<ReadAllPage> {
    return this.inner.readAll(options);
  }

  subscribeToAll(options?: SubscribeToAllOptions): Subscription {
    return this.inner.subscribeToAll(options);
  }

  onAppended(listener: AppendedListener): void {
    this.inner.onAppended?.(listener);
  }

  headPosition(): Promise<Position | null> {
    return this.inner.headPosition();
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
