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

/** A row of one of the projection's tables, named by its entity and primary key (see {@link rowOf}). */
export interface RowReference {
  readonly entity: EntityClass<object>;
  readonly key: RowData;
}

/** Names the row of `entity` with primary key `key`, for a table's `reads`. */
export const rowOf = <Other extends object>(entity: EntityClass<Other>, key: Partial<Row<Other>>): RowReference => ({
  entity: entity as EntityClass<object>,
  key: key as RowData,
});

/** What a handler sees besides its own row and the event. */
export interface EvolveContext<Entity> {
  /** The primary key of the row being evolved: one of those `key` names for the event. */
  readonly key: Partial<Row<Entity>>;
  /**
   * A row of one of the projection's tables as the batch has made it up to this event (a table
   * earlier in the list has already applied this event), or undefined when there is none. Only
   * rows that the table's `reads` names for this event can be read.
   */
  read<Other extends object>(entity: EntityClass<Other>, key: Partial<Row<Other>>): Row<Other> | undefined;
}

/** What an event does to its row: the row as it is now (undefined when there is none), the row afterwards (null or undefined for none). */
export type Evolve<Entity, E extends EventShape> = (
  row: Row<Entity> | undefined,
  event: ProjectedEvent<E>,
  context: EvolveContext<Entity>,
) => Row<Entity> | null | undefined;

/** One table of a read model, as its author writes it. */
export interface TableSpec<Entity extends object, E extends EventShape> {
  readonly entity: EntityClass<Entity>;
  /**
   * The primary key of the row an event is about, e.g. `(e) => ({ id: e.data.userId })`; or the
   * keys of the rows, when one event is about several (each is evolved, `context.key` saying which).
   */
  readonly key: (event: ProjectedEvent<E>) => Partial<Row<Entity>> | readonly Partial<Row<Entity>>[];
  /**
   * The rows of the projection's tables (this one included) that handlers read for an event
   * through `context.read`, named with {@link rowOf}: the runner loads them with the batch, so a
   * handler stays a pure function of what it is given (e.g. a tag's category to weigh a playlist).
   */
  readonly reads?: (event: ProjectedEvent<E>) => readonly RowReference[];
  /** One pure function per event type the table handles; events of other types are never read. */
  readonly on: { readonly [T in E['type']]?: Evolve<Entity, Extract<E, { type: T }>> };
}

/** What an erased handler is given besides its row and event. */
export interface RowContext {
  readonly key: RowData;
  read(entity: EntityClass<object>, key: RowData): RowData | undefined;
}

/** A table with its types erased, as the runner uses it. */
export interface ProjectionTable {
  readonly entity: EntityClass<object>;
  /** The event types of `on`. */
  readonly handles: readonly string[];
  /** The keys of the rows an event is about (one or more). */
  keys(event: RecordedEvent): readonly RowData[];
  /** The rows (of any table of the projection) the handlers read for an event. */
  reads(event: RecordedEvent): readonly RowReference[];
  evolve(row: RowData | undefined, event: RecordedEvent, context: RowContext): RowData | undefined;
}

/**
 * A table of a read model: `on` folds each handled event into the row(s) `key` names. The
 * functions are pure and see their row and the rows `reads` names: the runner loads every row a
 * batch touches in one query per table, folds the batch in memory and writes the result
 * set-based, so no event costs a round trip of its own.
 */
export function table<Entity extends object, E extends EventShape>(spec: TableSpec<Entity, E>): ProjectionTable {
  // Types are erased here, in one place: the runner hands a handler only events of its type
  // (the store filtered them by `handles`), and rows loaded from the handler's own entity.
  const handlers = new Map(
    (Object.entries(spec.on) as [string, Evolve<Entity, E> | undefined][]).flatMap(([type, evolve]) => (evolve ? [[type, evolve] as const] : [])),
  );
  const keysOf = (event: RecordedEvent): readonly RowData[] => {
    const keys = spec.key(event as ProjectedEvent<E>);
    return (Array.isArray(keys) ? keys : [keys]) as RowData[];
  };
  return {
    entity: spec.entity,
    handles: [...handlers.keys()],
    keys: keysOf,
    reads: (event) => spec.reads?.(event as ProjectedEvent<E>) ?? [],
    evolve: (row, event, context) =>
      (handlers.get(event.type)?.(row as Row<Entity> | undefined, event as ProjectedEvent<E>, context as unknown as EvolveContext<Entity>) ??
        undefined) as RowData | undefined,
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
  /**
   * PostgreSQL extensions the tables' indexes or the read model's queries use (e.g. `pg_trgm`),
   * created for the whole database (`create extension if not exists`) before the tables are.
   */
  readonly extensions: readonly string[];
}

export interface ProjectionSpec {
  readonly name: string;
  readonly version: number;
  readonly schema: string;
  readonly tables: readonly ProjectionTable[];
  readonly extensions?: readonly string[];
}

export function defineProjection(spec: ProjectionSpec): Projection {
  return {
    ...spec,
    entities: spec.tables.map((t) => t.entity),
    handles: [...new Set(spec.tables.flatMap((t) => t.handles))],
    extensions: spec.extensions ?? [],
  };
}

/**
 * The names of the projections that handle any of `eventTypes`: the read models a write of those
 * types changes, for a caller that waits for them without knowing their names (another module's).
 */
export const readersOf = (projections: readonly Projection[], eventTypes: readonly string[]): string[] => {
  const types = new Set(eventTypes);
  return projections.filter((projection) => projection.handles.some((type) => types.has(type))).map((projection) => projection.name);
};
