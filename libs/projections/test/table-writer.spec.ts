import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { TableWriter, table } from '../src/index.js';
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

type Named = { readonly type: 'Named'; readonly data: { readonly userId: string } };
const emails = table<EmailOwner, Named>({ entity: EmailOwner, key: (event) => ({ userId: event.data.userId }), on: {} });
const names = table<NamedOwner, Named>({ entity: NamedOwner, key: (event) => ({ userId: event.data.userId }), on: {} });

// A batch's writes go to PostgreSQL as one statement whose parts run in no set order.
describe('TableWriter', () => {
  let env: ProjectionTestEnv;
  beforeAll(async () => {
    env = await createProjectionTestEnv([EmailOwner, NamedOwner]);
  });
  afterAll(() => env.close());

  it('refuses a table with a unique key besides its primary key, which one statement could trip over', () => {
    const em = env.orm.em.fork();
    expect(() => new TableWriter(em, emails)).toThrow('TableWriter cannot write EmailOwner: a read model\'s only unique key is its primary key');
    expect(new TableWriter(em, names).primaryKeys).toEqual(['userId']);
  });
});
