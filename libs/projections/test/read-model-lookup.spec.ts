import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '#testing';
import { ReadModelLookup } from '../src/index.js';

@Entity({ tableName: 'artists', schema: 'rm_lookup' })
class ArtistRow {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) stageName!: string;
  @Property({ type: 'text', nullable: true }) bio: string | null = null;
  @Property({ type: 'boolean' }) isVerified = false;
  @Property({ type: 'integer' }) followers = 0;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
}

@Entity({ tableName: 'balances', schema: 'rm_lookup' })
class BalanceRow {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'bigint' }) coins!: bigint;
}

describe('ReadModelLookup', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('vm_projections');
    orm = await MikroORM.init({ clientUrl: db.url, entities: [ArtistRow, BalanceRow], allowGlobalContext: false });
    await orm.schema.create();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
  });

  afterAll(async () => {
    await pool.end();
    await orm.close();
    await db.drop();
  });

  it('reads one row by id with the entity property names and types, as the EntityManager does', async () => {
    const id = randomUUID();
    const createdAt = new Date('2026-01-02T03:04:05.678Z');
    await orm.em.fork().insert(ArtistRow, { id, stageName: 'Nova', bio: null, isVerified: true, followers: 42, createdAt });
    const lookup = new ReadModelLookup(pool, orm, ArtistRow);

    const row = await lookup.byId(id);

    expect(row).toEqual({ id, stageName: 'Nova', bio: null, isVerified: true, followers: 42, createdAt });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect({ ...(await orm.em.fork().findOneOrFail(ArtistRow, { id })) }).toEqual(row);
  });

  it('answers null for an id it does not hold', async () => {
    expect(await new ReadModelLookup(pool, orm, ArtistRow).byId(randomUUID())).toBeNull();
  });

  it('refuses an entity with a column that pg would hand back otherwise than MikroORM hydrates it', () => {
    expect(() => new ReadModelLookup(pool, orm, BalanceRow)).toThrow(/BalanceRow\.coins/);
  });
});
