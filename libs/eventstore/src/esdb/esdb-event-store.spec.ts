import { describe, it } from '@jest/globals';
import { describeEventStoreContract, type EventStoreFixture } from '../event-store.contract.js';
import type { Upcaster } from '../event-store.port.js';
import { EsdbEventStore } from './esdb-event-store.js';

const url = process.env.EVENTSTORE_URL;

function openStore(connectionString: string, upcaster?: Upcaster): Promise<EventStoreFixture> {
  const store = new EsdbEventStore({ connectionString, upcaster });
  return Promise.resolve({ store, cleanup: () => store.close() });
}

if (url) {
  describeEventStoreContract('EventStoreDB', () => openStore(url), {
    withUpcaster: (upcaster) => openStore(url, upcaster),
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
