import type { EntityClass } from '@mikro-orm/core';
import type { RecordedEvent } from '#eventstore';

/** The data of an entity: its properties, without methods. */
export type Row<Entity> = {
  -readonly [K in keyof Entity as Entity[K] extends (...args: never[]) => unknown ? never : K]: Entity[K];
};

/** A row as the runner moves it around: property name → value. */
export type RowData = Record<string, unknown>;

/** A domain event's shape: its type and data (what a module's `domain/*.events.ts` declares). */
export interface EventShape {
  readonly type: string;
  readonly data: object;
}

/** A stored event of one of the domain's types: metadata, stream and position, with typed data. */
export type ProjectedEvent<E extends EventShape> = E extends unknown ? RecordedEvent & E : never;

/** What an event does to its row: the row as it is now (undefined when there is none), the row afterwards (null or undefined for none). */
export type Evolve<Entity, E extends EventShape> = (row: Row<Entity> | undefined, event: ProjectedEvent<E>) => Row<Entity> | null | undefined;

/** One table of a read model, as its author writes it. */
export interface TableSpec<Entity extends object, E extends EventShape> {
  readonly entity: EntityClass<Entity>;
  /** The primary key of the row an event is about, e.g. `(e) => ({ id: e.data.userId })`. */
  readonly key: (event: ProjectedEvent<E>) => Partial<Row<Entity>>;
  /** One pure function per event type the table handles; events of other types are never read. */
  readonly on: { readonly [T in E['type']]?: Evolve<Entity, Extract<E, { type: T }>> };
}

/** A table with its types erased, as the runner uses it. */
export interface ProjectionTable {
  readonly entity: EntityClass<object>;
  /** The event types of `on`. */
  readonly handles: readonly string[];
  key(event: RecordedEvent): RowData;
  evolve(row: RowData | undefined, event: RecordedEvent): RowData | undefined;
}

/**
 * A table of a read model: `on` folds each handled event into the row `key` names. The functions
 * are pure and see one row: the runner loads every row a batch touches in one query, folds the
 * batch in memory and writes the result set-based, so no event costs a round trip of its own.
 */
export function table<Entity extends object, E extends EventShape>(spec: TableSpec<Entity, E>): ProjectionTable {
  // Types are erased here, in one place: the runner hands a handler only events of its type
  // (the store filtered them by `handles`), and rows loaded from the handler's own entity.
  const handlers = new Map(
    (Object.entries(spec.on) as [string, Evolve<Entity, E> | undefined][]).flatMap(([type, evolve]) => (evolve ? [[type, evolve] as const] : [])),
  );
  return {
    entity: spec.entity,
    handles: [...handlers.keys()],
    key: (event) => spec.key(event as ProjectedEvent<E>) as RowData,
    evolve: (row, event) => (handlers.get(event.type)?.(row as Row<Entity> | undefined, event as ProjectedEvent<E>) ?? undefined) as RowData | undefined,
  };
}

/**
 * A named, versioned consumer of the global event log that keeps one read model.
 *
 * The read model lives in its own PostgreSQL schema (`schema`), and every entity of its tables
 * is declared with exactly that schema (`@Entity({ schema: 'rm_users' })`). The runner owns the
 * schema: it creates it from the entities' metadata, and a rebuild replaces it wholesale.
 */
export interface Projection {
  /** Unique and stable: it keys the checkpoint and the advisory lock. */
  readonly name: string;
  /** Bump it when a table's functions or entities change: the read model is then rebuilt from the log. */
  readonly version: number;
  /** The live schema of the read model, e.g. `rm_users`: lower-case letters, digits, `_`; at most 40 characters. */
  readonly schema: string;
  readonly tables: readonly ProjectionTable[];
  /** The entities of `tables`. */
  readonly entities: readonly EntityClass<object>[];
  /** Every event type some table handles: the projection reads only these from the store. */
  readonly handles: readonly string[];
}

export interface ProjectionSpec {
  readonly name: string;
  readonly version: number;
  readonly schema: string;
  readonly tables: readonly ProjectionTable[];
}

export function defineProjection(spec: ProjectionSpec): Projection {
  return {
    ...spec,
    entities: spec.tables.map((t) => t.entity),
    handles: [...new Set(spec.tables.flatMap((t) => t.handles))],
  };
}
