import { ArrayType, BigIntType } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { TableWriter, table } from '../src/index.js';
import { sqlOf } from '../src/sql-executor.js';
import { WriteStatement } from '../src/write-statement.js';
import { createProjectionTestEnv, type ProjectionTestEnv } from './support/projection-test-env.js';

@Entity({ tableName: 'emails', schema: 'rm_test_unique' })
class EmailOwner {
  @PrimaryKey({ type: 'text' }) userId!: string;
  @Unique() @Property({ type: 'text' }) email!: string;
}

@Entity({ tableName: 'names', schema: 'rm_test_unique' })
class NamedOwner {
  @PrimaryKey({ type: 'text' }) userId!: string;
  @Property({ type: 'text' }) name!: string;
}

/** A column of each kind a read model has, every one nullable. */
@Entity({ tableName: 'kinds', schema: 'rm_test_kinds' })
class EveryKind {
  @PrimaryKey({ type: 'text' }) id!: string;
  @Property({ type: 'timestamptz', nullable: true }) at!: Date | null;
  @Property({ type: new BigIntType('string'), nullable: true }) position!: string | null;
  @Property({ type: 'bigint', nullable: true }) total!: number | null;
  @Property({ type: ArrayType, columnType: 'integer[]', nullable: true }) tagIds!: number[] | null;
  @Property({ type: 'integer', nullable: true }) count!: number | null;
  @Property({ type: 'boolean', nullable: true }) flag!: boolean | null;
  @Property({ type: 'text', nullable: true }) note!: string | null;
}

type Named = { readonly type: 'Named'; readonly data: { readonly userId: string } };
const emails = table<EmailOwner, Named>({ entity: EmailOwner, key: (event) => ({ userId: event.data.userId }), on: {} });
const names = table<NamedOwner, Named>({ entity: NamedOwner, key: (event) => ({ userId: event.data.userId }), on: {} });
const kinds = table<EveryKind, Named>({ entity: EveryKind, key: (event) => ({ id: event.data.userId }), on: {} });

// A batch's writes go to PostgreSQL as one statement whose parts run in no set order.
describe('TableWriter', () => {
  let env: ProjectionTestEnv;
  beforeAll(async () => {
    env = await createProjectionTestEnv([EmailOwner, NamedOwner, EveryKind]);
  });
  afterAll(() => env.close());

  it('refuses a table with a unique key besides its primary key, which one statement could trip over', () => {
    const em = env.orm.em.fork();
    expect(() => new TableWriter(em, emails)).toThrow('TableWriter cannot write EmailOwner: a read model\'s only unique key is its primary key');
    expect(new TableWriter(em, names).primaryKeys).toEqual(['userId']);
  });

  it('gives a written row as loading it back gives it: a rebuild keeps that in place of the load', async () => {
    await env.orm.schema.create({ schema: 'rm_test_kinds' });
    const em = env.orm.em.fork();
    const writer = new TableWriter(em, kinds);
    const written = [
      { id: 'full', at: new Date('2026-11-28T07:30:00.123Z'), position: '9007199254740993', total: 42, tagIds: [3, 1], count: 7, flag: true, note: 'x', extra: 'not a column' },
      { id: 'sparse', at: '2026-11-28T07:30:00.456Z', position: 12, total: undefined, tagIds: null, flag: false },
    ];
    const writes = new WriteStatement();
    writer.addWrites({ upserts: written, deletes: [] }, writes);
    await writes.run(sqlOf(em));
    const loaded = await writer.load(new Map(written.map(({ id }) => [JSON.stringify([id]), { id }])));
    expect(written.map((row) => writer.asLoaded(row))).toStrictEqual([...loaded.values()].sort((a, b) => String(a.id).localeCompare(String(b.id))));
  });
});
