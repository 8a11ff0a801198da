import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '#eventstore';

/**
 * A named, versioned consumer of the global event log that keeps one read model.
 *
 * The read model lives in its own PostgreSQL schema (`schema`), and every entity in `entities`
 * is declared with exactly that schema (`@Entity({ schema: 'rm_users' })`). The runner owns the
 * schema: it creates it from the entities' metadata, and a rebuild replaces it wholesale.
 */
export interface Projection {
  /** Unique and stable: it keys the checkpoint and the advisory lock. */
  readonly name: string;
  /** Bump it when `apply` or the entities change: the read model is then rebuilt from the log. */
  readonly version: number;
  /** The live schema of the read model, e.g. `rm_users`: lower-case letters, digits, `_`; at most 40 characters. */
  readonly schema: string;
  /** The MikroORM entities of this read model, all declared with `schema` and referencing no entity outside this list. */
  readonly entities: readonly EntityClass<object>[];
  /**
   * Applies a batch of events, in log order. `em` is inside the batch transaction, which also
   * moves the checkpoint, so each event is applied exactly once; the runner flushes `em` before it
   * commits. Create rows with `em.create()` (or `em.upsert()`), read them with `em.findOne()`; events
   * the projection does not handle are simply skipped. Keep handlers idempotent all the same.
   */
  apply(em: EntityManager, events: readonly RecordedEvent[]): Promise<void>;
}
