import type { EventStore } from '#eventstore';
import { EVENT_STORE, systemContext, withMetadata } from '#platform';
import type { TestApp } from './test-app.js';

/**
 * Appends events to a stream as a module would (at its current revision), without what the
 * module does next: the first step of a write whose process died after it, or another module's
 * events for a read model to follow.
 */
export async function appendEvents(app: TestApp, streamId: string, events: readonly { type: string; data: object }[]): Promise<void> {
  const store = app.app.get<EventStore>(EVENT_STORE);
  const revision = BigInt((await store.readStream(streamId)).length) - 1n;
  const context = systemContext('test');
  await store.append(streamId, events.map((event) => withMetadata(event, context, new Date())), revision < 0n ? 'no_stream' : revision);
}
