import { describe, it } from '@jest/globals';
import { describeEventStoreContract, type EventStoreFixture } from './event-store.contract.js';
import { withUpcasters } from '../src/create-event-store.js';
import type { EventUpcaster } from '../src/upcasting/event-upcaster.js';
import { EsdbEventStore } from '../src/esdb/esdb-event-store.js';

const url = process.env.EVENTSTORE_URL;

function openStore(connectionString: string, upcasters: readonly EventUpcaster[] = []): Promise<EventStoreFixture> {
  const store = withUpcasters(new EsdbEventStore({ connectionString }), upcasters);
  return Promise.resolve({ store, cleanup: () => store.close() });
}

if (url) {
  describeEventStoreContract('EventStoreDB', () => openStore(url), {
    withUpcasters: (upcasters) => openStore(url, upcasters),
    // A shared server: the log is not empty, and other runs' events are in it.
    startsEmpty: false,
  });
} else {
  // Skipped, not passed: there is no EventStoreDB server here. Set EVENTSTORE_URL (for example
  // esdb://localhost:2113?tls=false, which docker-compose.yml serves) to run the contract.
  describe.skip('EventStore contract: EventStoreDB', () => {
    it.skip('skipped: EVENTSTORE_URL is not set', () => undefined);
  });
}
