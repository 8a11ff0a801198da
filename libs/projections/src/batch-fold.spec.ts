import type { RecordedEvent } from '#eventstore';
import { foldBatch } from './batch-fold.js';
import type { ProjectionTable, RowData } from './projection.js';

const shape = { primaryKeys: ['id'] };
const event = (type: string, id: string, n = 0): RecordedEvent => ({
  type,
  data: { id, n },
  metadata: { eventId: `${id}-${n}`, correlationId: '', causationId: '', actorId: null, occurredAt: '', schemaVersion: 1 },
  streamId: `s-${id}`,
  revision: BigInt(n),
  position: { commit: 1n, prepare: BigInt(n) },
});

/** Added adds n to the row's total (creating it), Removed deletes it, Kept returns the row as it is, Renamed changes its key. */
const totals: ProjectionTable = {
  entity: class Total {},
  handles: ['Added', 'Removed', 'Kept', 'Renamed'],
  key: (e) => ({ id: e.data.id }),
  evolve: (row, e) => {
    const n = Number(e.data.n);
    if (e.type === 'Added') return { id: e.data.id, total: Number(row?.total ?? 0) + n };
    if (e.type === 'Renamed') return { id: 'other', total: row?.total };
    return e.type === 'Kept' ? row : undefined;
  },
};

const loaded = (...rows: RowData[]): Map<string, RowData> => new Map(rows.map((row) => [JSON.stringify([row.id]), row]));

describe('foldBatch', () => {
  it('folds every event of a key into one row, in log order, starting from the stored row', () => {
    const events = [event('Added', 'a', 1), event('Added', 'b', 2), event('Added', 'a', 3), event('Ignored', 'a', 100)];
    expect(foldBatch(totals, shape, events, loaded({ id: 'a', total: 10 }))).toEqual({
      upserts: [
        { id: 'a', total: 14 },
        { id: 'b', total: 2 },
      ],
      deletes: [],
    });
  });

  it('deletes a stored row that ends as none, and writes nothing for a row left as loaded or never stored', () => {
    const stored = { id: 'k', total: 5 };
    const events = [event('Removed', 'a'), event('Kept', 'k'), event('Added', 'gone', 1), event('Removed', 'gone', 2)];
    expect(foldBatch(totals, shape, events, loaded({ id: 'a', total: 1 }, stored))).toEqual({ upserts: [], deletes: [{ id: 'a' }] });
  });

  it("refuses a handler that changes its row's key", () => {
    expect(() => foldBatch(totals, shape, [event('Renamed', 'a')], loaded({ id: 'a', total: 1 }))).toThrow(/changed the key/);
  });
});
