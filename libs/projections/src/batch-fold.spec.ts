import type { RecordedEvent } from '#eventstore';
import { BatchKeys, type BatchTable, foldBatch } from './batch-fold.js';
import { rowOf, table, type ProjectionTable, type RowData } from './projection.js';

const shape = { primaryKeys: ['id'] };
const event = (type: string, id: string, n = 0, extra: Record<string, unknown> = {}): RecordedEvent => ({
  type,
  data: { id, n, ...extra },
  metadata: { eventId: `${id}-${n}`, correlationId: '', causationId: '', actorId: null, occurredAt: '', schemaVersion: 1 },
  streamId: `s-${id}`,
  revision: BigInt(n),
  position: { commit: 1n, prepare: BigInt(n) },
});

/** Added adds n to the row's total (creating it), Removed deletes it, Kept returns the row as it is, Renamed changes its key. */
const totals: ProjectionTable = {
  entity: class Total {},
  handles: ['Added', 'Removed', 'Kept', 'Renamed'],
  keys: (e) => [{ id: e.data.id }],
  reads: () => [],
  evolve: (row, e) => {
    const n = Number(e.data.n);
    if (e.type === 'Added') return { id: e.data.id, total: Number(row?.total ?? 0) + n };
    if (e.type === 'Renamed') return { id: 'other', total: row?.total };
    return e.type === 'Kept' ? row : undefined;
  },
};

const loaded = (...rows: RowData[]): Map<string, RowData> => new Map(rows.map((row) => [JSON.stringify([row.id]), row]));
const one = (t: ProjectionTable): BatchTable[] => [{ table: t, shape }];

describe('foldBatch', () => {
  it('folds every event of a key into one row, in log order, starting from the stored row', () => {
    const events = [event('Added', 'a', 1), event('Added', 'b', 2), event('Added', 'a', 3), event('Ignored', 'a', 100)];
    expect(foldBatch(new BatchKeys(one(totals), events), new Map([[totals, loaded({ id: 'a', total: 10 })]])).get(totals)).toEqual({
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
    expect(foldBatch(new BatchKeys(one(totals), events), new Map([[totals, loaded({ id: 'a', total: 1 }, stored)]])).get(totals)).toEqual({ upserts: [], deletes: [{ id: 'a' }] });
  });

  it("refuses a handler that changes its row's key", () => {
    expect(() => foldBatch(new BatchKeys(one(totals), [event('Renamed', 'a')]), new Map([[totals, loaded({ id: 'a', total: 1 })]]))).toThrow(/changed the key/);
  });
});

/** A taxonomy (one TagsAdded event names a row per tag) and bags that weigh their tags by reading the tags' rows. */
class Tag {
  id!: string;
  weight!: number;
}
class Bag {
  id!: string;
  weight!: number;
}
type TagsAdded = { type: 'TagsAdded'; data: { tags: { id: string; weight: number }[] } };
type BagFilled = { type: 'BagFilled'; data: { id: string; tagIds: string[] } };
const tags = table<Tag, TagsAdded>({
  entity: Tag,
  key: (e) => e.data.tags.map((t) => ({ id: t.id })),
  on: { TagsAdded: (_row, e, { key }) => e.data.tags.find((t) => t.id === key.id) },
});
const bagsReading = (reads: (e: BagFilled) => string[]) =>
  table<Bag, BagFilled>({
    entity: Bag,
    key: (e) => ({ id: e.data.id }),
    reads: (e) => reads(e).map((id) => rowOf(Tag, { id })),
    on: { BagFilled: (_row, e, { read }) => ({ id: e.data.id, weight: e.data.tagIds.reduce((sum, id) => sum + (read(Tag, { id })?.weight ?? 0), 0) }) },
  });
const bags = bagsReading((e) => e.data.tagIds);
const taxonomy = (...list: [string, number][]): RecordedEvent => ({ ...event('TagsAdded', 'taxonomy'), data: { tags: list.map(([id, weight]) => ({ id, weight })) } });
const fill = (id: string, ...tagIds: string[]): RecordedEvent => event('BagFilled', id, 0, { tagIds });

describe('foldBatch across tables', () => {
  const both = (bagTable: ProjectionTable = bags): BatchTable[] => [
    { table: tags, shape },
    { table: bagTable, shape },
  ];

  it('evolves every row an event names, and a handler reads rows of another table as the batch has made them so far', () => {
    const events = [taxonomy(['rock', 3], ['calm', 2]), fill('b1', 'rock', 'calm', 'jazz'), taxonomy(['jazz', 5]), fill('b2', 'jazz', 'old')];
    const changes = foldBatch(new BatchKeys(both(), events), new Map([[tags, loaded({ id: 'old', weight: 1 })]]));
    expect(changes.get(tags)?.upserts).toEqual([
      { id: 'rock', weight: 3 },
      { id: 'calm', weight: 2 },
      { id: 'jazz', weight: 5 },
    ]);
    // b1 was filled before jazz was added; b2 after, and reads the stored tag "old" too.
    expect(changes.get(bags)?.upserts).toEqual([
      { id: 'b1', weight: 5 },
      { id: 'b2', weight: 6 },
    ]);
  });

  it('loads the rows that reads names alongside the rows the events are about', () => {
    const { touched } = new BatchKeys(both(), [fill('b1', 'rock', 'calm')]);
    expect([...(touched.get(tags)?.values() ?? [])]).toEqual([{ id: 'rock' }, { id: 'calm' }]);
    expect([...(touched.get(bags)?.values() ?? [])]).toEqual([{ id: 'b1' }]);
  });

  it('refuses a read of a row that reads does not name, or of an entity outside the projection', () => {
    expect(() => foldBatch(new BatchKeys(both(bagsReading(() => [])), [fill('b1', 'rock')]), new Map())).toThrow(/reads Tag \["rock"\], which its table's reads does not name/);
    expect(() => new BatchKeys([{ table: bags, shape }], [fill('b1', 'rock')])).toThrow(/reads Tag, which is not a table of its projection/);
  });
});
