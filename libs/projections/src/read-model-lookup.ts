import type { EntityClass, EntityProperty } from '@mikro-orm/core';
import type pg from 'pg';
import type { ProjectionsOrm } from './projection-orm.js';
import { quoteIdentifier } from './schema-names.js';

/**
 * Column types that the pg driver hands back as MikroORM would hydrate them (text and uuid as
 * strings, timestamps as Dates, json as objects). Others differ: int8 and numeric arrive as
 * strings where the entity may say number or bigint, and `date` as a local-midnight Date where
 * MikroORM keeps the string.
 */
const SAME_IN_PG_AND_MIKRO_ORM = new Set([
  'text', 'varchar', 'character varying', 'uuid', 'boolean', 'bool', 'smallint', 'int2', 'integer', 'int', 'int4',
  'real', 'float4', 'double precision', 'float8', 'timestamptz', 'timestamp with time zone', 'timestamp', 'json', 'jsonb',
]);

const baseColumnType = (prop: EntityProperty): string => (prop.columnTypes[0] ?? '').replace(/\(.*\)$/, '').trim().toLowerCase();

/**
 * Reads one row of a read model by primary key, the read behind most GETs, with one plain
 * query on the shared pg pool: `em.fork().findOne()` costs about five times the CPU of the
 * query itself (a unit of work, an identity map and entity hydration per call; see bench/api),
 * which a read that changes nothing has no use for.
 *
 * The select list is built once from the entity's MikroORM metadata and aliases each column to
 * its property name, so the row has the entity's shape: a plain object, not a managed entity.
 */
export class ReadModelLookup<Entity extends object> {
  private readonly sql: string;

  constructor(
    private readonly pool: pg.Pool,
    orm: ProjectionsOrm,
    entity: EntityClass<Entity>,
  ) {
    const meta = orm.getMetadata().get(entity);
    const [primaryKey, ...rest] = meta.primaryKeys;
    if (!primaryKey || rest.length > 0) throw new Error(`ReadModelLookup needs one primary key; ${meta.className} has ${meta.primaryKeys.length}`);
    const columns = meta.props.map((prop) => {
      const [column, ...more] = prop.fieldNames;
      if (prop.kind !== 'scalar' || !column || more.length > 0 || !SAME_IN_PG_AND_MIKRO_ORM.has(baseColumnType(prop))) {
        throw new Error(`ReadModelLookup cannot read ${meta.className}.${prop.name} (${prop.kind}, ${prop.columnTypes.join(', ')}); use the EntityManager`);
      }
      return { column, property: prop.name };
    });
    const pkColumn = columns.find((c) => c.property === primaryKey)?.column ?? primaryKey;
    const table = `${quoteIdentifier(meta.schema ?? 'public')}.${quoteIdentifier(meta.tableName)}`;
    const select = columns.map(({ column, property }) => `${quoteIdentifier(column)} AS ${quoteIdentifier(property)}`).join(', ');
    this.sql = `SELECT ${select} FROM ${table} WHERE ${quoteIdentifier(pkColumn)} = $1`;
  }

  async byId(id: string): Promise<Entity | null> {
    const { rows } = await this.pool.query<Entity & pg.QueryResultRow>(this.sql, [id]);
    return rows[0] ?? null;
  }
}
