import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type pg from 'pg';

/**
 * Raw SQL on one connection or transaction, with PostgreSQL's `$1, $2, …` placeholders. The
 * checkpoint, lock and schema statements run through it, so they join whatever transaction the
 * caller's EntityManager is in.
 */
export interface SqlExecutor {
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * Runs on `em`'s transaction when it is in one, else on its pool, through the Kysely instance
 * MikroORM runs on, with real bind parameters: `em.execute()` would inline the values into the
 * SQL text, which costs more than the query itself for a batch of rows sent as one JSON value.
 */
export function sqlOf(em: EntityManager): SqlExecutor {
  return {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      (await em.getKysely().executeQuery<Row>(CompiledQuery.raw(sql, [...params]))).rows,
  };
}

export function sqlOfPool(pool: pg.Pool | pg.ClientBase): SqlExecutor {
  return {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query<Row & pg.QueryResultRow>(sql, [...params])).rows,
  };
}
