import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';

/**
 * Raw SQL on one connection or transaction, with PostgreSQL's `$1, $2, …` placeholders. The
 * checkpoint, lock and schema statements run through it, so they join whatever transaction the
 * caller's EntityManager is in.
 */
export interface SqlExecutor {
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

const PLACEHOLDER = /\$(\d+)/g;

/**
 * Runs on `em`'s transaction when it is in one, else on its pool.
 *
 * `em.execute()` takes `?` placeholders and inlines the values itself (escaped by the platform),
 * so `$n` are rewritten to `?` with the values in order of appearance. Statements here never
 * contain a literal `$digit` or `?`; a statement without parameters goes through untouched, so
 * a multi-statement DDL script is sent as one simple query.
 */
export function sqlOf(em: EntityManager): SqlExecutor {
  return {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) => {
      if (params.length === 0) return (await em.execute(sql, [], 'all')) as Row[];
      const ordered: unknown[] = [];
      const text = sql.replace(PLACEHOLDER, (_, index: string) => {
        ordered.push(params[Number(index) - 1]);
        return '?';
      });
      return (await em.execute(text, ordered, 'all')) as Row[];
    },
  };
}

export function sqlOfPool(pool: pg.Pool | pg.ClientBase): SqlExecutor {
  return {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query<Row & pg.QueryResultRow>(sql, [...params])).rows,
  };
}
