import { type RecordedEvent, START } from '#eventstore';
import { pageOf, selectFromStream } from './event-page.js';

const event = (commit: number, prepare: number, type = 'CoinsCredited', revision = 0): RecordedEvent => ({
  type,
  data: {},
  metadata: { eventId: `e-${commit}-${prepare}`, correlationId: 'c', causationId: 'c', actorId: null, occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 },
  streamId: 'wallet-u1',
  revision: BigInt(revision),
  position: { commit: BigInt(commit), prepare: BigInt(prepare) },
});

describe('event pages', () => {
  it('answers the first `limit` events and where the next page starts when one more was read', () => {
    const events = [event(1, 1), event(2, 2), event(3, 3)];
    expect(pageOf(events, 2)).toEqual({ events: events.slice(0, 2), nextPosition: { commit: 2n, prepare: 2n } });
  });

  it('ends with null when no event follows the page, full or not', () => {
    expect(pageOf([event(1, 1), event(2, 2)], 2).nextPosition).toBeNull();
    expect(pageOf([event(1, 1)], 2).nextPosition).toBeNull();
    expect(pageOf([], 2)).toEqual({ events: [], nextPosition: null });
  });

  it("takes a stream's events of the types asked for, after the position, in log order", () => {
    // Revision 1 committed in an older transaction than revision 0 (it waited on the stream's lock).
    const stream = [event(7, 10, 'CoinsCredited', 0), event(5, 11, 'CoinsReserved', 1), event(8, 12, 'CoinsCredited', 2), event(9, 13, 'CoinsReleased', 3)];
    const select = (types: string[] | null, after = START) => selectFromStream(stream, { stream: 'wallet-u1', types, after }).map((e) => Number(e.revision));
    expect(select(null)).toEqual([1, 0, 2, 3]);
    expect(select(['CoinsCredited', 'CoinsReleased'])).toEqual([0, 2, 3]);
    expect(select(null, { commit: 7n, prepare: 10n })).toEqual([2, 3]);
  });
});
