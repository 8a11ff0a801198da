import type { MikroORM as CoreMikroORM, EntityMetadata, MetadataStorage, Platform } from '@mikro-orm/core';
import { EntityManager, MikroORM, type Options, type PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Projection } from './projection.js';

/** The application's MikroORM on PostgreSQL, as `MikroORM.init()` or `new MikroORM()` of `@mikro-orm/postgresql` give it. */
export type ProjectionsOrm = CoreMikroORM<PostgreSqlDriver, EntityManager>;

/** Where a projection's own MikroORM instance takes its connection and settings from. */
export type OrmSource =
  /** The application's ORM: same connection settings, naming strategy and metadata provider. */
  | { readonly orm: ProjectionsOrm }
  /** A database URL (the CLI), with any further MikroORM options the entities need (e.g. `metadataProvider`). */
  | { readonly databaseUrl: string; readonly ormOptions?: Options };

/** Options of the application's ORM that must not leak into a projection-scoped instance. */
function inheritedOptions(orm: ProjectionsOrm): Options {
  const {
    entities: _entities,
    entitiesTs: _entitiesTs,
    subscribers: _subscribers,
    metadataCache: _metadataCache,
    contextName: _contextName,
    pool: _pool,
    ...rest
  } = orm.config.getAll();
  const driverOptions: unknown = rest.driverOptions;
  if (typeof driverOptions === 'function' || (typeof driverOptions === 'object' && driverOptions !== null && 'createDriver' in driverOptions) || isKysely(driverOptions)) {
    // Closing the scoped instance would destroy a client it shares with the application.
    throw new Error('The application ORM passes its own Kysely client or dialect; give the projections a databaseUrl instead');
  }
  return rest as Options;
}

const isKysely = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'selectFrom' in value && 'destroy' in value;

/**
 * A MikroORM instance that knows only `projection`'s entities, mapped into `schema`: the live
 * schema (to generate its DDL) or a rebuild copy (to replay the log into it).
 *
 * MikroORM maps an entity's schema at discovery, per instance, and an entity with a fixed schema
 * ignores `em.fork({ schema })`; so a copy in another schema needs an instance of its own, whose
 * `discovery.onMetadata` hook moves the entities there before their tables are mapped. Each
 * instance works on its own copy of the decorator metadata, so the application's mapping is
 * untouched.
 */
export function createScopedOrm(source: OrmSource, projection: Projection, schema: string): MikroORM {
  const base: Options = 'orm' in source ? inheritedOptions(source.orm) : { clientUrl: source.databaseUrl, ...source.ormOptions };
  const discovery = base.discovery ?? {};
  const own = new Set<unknown>(projection.entities);
  const orm = new MikroORM({
    ...base,
    entities: [...projection.entities],
    entitiesTs: [],
    subscribers: [],
    metadataCache: { enabled: false },
    contextName: `projection:${projection.name}:${schema}`,
    // A rebuild needs one connection for its session lock and one for its batches.
    pool: { min: 0, max: 4 },
    // The app may keep read-model tables out of its migrations this way; here they are the point.
    schemaGenerator: { ...base.schemaGenerator, skipTables: [], skipViews: [], ignoreSchema: [] },
    discovery: {
      ...discovery,
      // MikroORM.init() (the Nest module's way) sets skipSyncDiscovery in the options it keeps; this
      // instance is built with the synchronous constructor, which must discover (and create its em).
      skipSyncDiscovery: false,
      warnWhenNoEntities: false,
      onMetadata: (meta: EntityMetadata, platform: Platform) => {
        void discovery.onMetadata?.(meta, platform);
        if (meta.embeddable || meta.virtual || !own.has(meta.class)) return;
        if (meta.schema !== projection.schema) {
          throw new Error(
            `Projection ${projection.name}: entity ${meta.className} is declared in schema "${meta.schema ?? '(none)'}", ` +
              `expected "${projection.schema}" (@Entity({ schema: '${projection.schema}' }))`,
          );
        }
        meta.schema = schema;
      },
      afterDiscovered: (storage: MetadataStorage, platform: Platform) => {
        void discovery.afterDiscovered?.(storage, platform);
        for (const meta of storage) {
          if (meta.embeddable || meta.virtual || meta.pivotTable || meta.abstract || own.has(meta.class)) continue;
          throw new Error(
            `Projection ${projection.name}: its entities reference ${meta.className}, which is not one of them; ` +
              'a read model must be self-contained, so that it can be rebuilt on its own',
          );
        }
      },
    },
  });
  if ('orm' in source) {
    // Discovery (re)defines the entity classes' prototype helpers (`__meta`, `__factory`, …) for
    // the instance that discovered them last. Give them back to the application's ORM, whose
    // entities the app serves; the scoped instance still routes every query by its own metadata.
    source.orm.getMetadata().decorate(source.orm.em);
  }
  return orm;
}

/** Gives the entity classes' prototype helpers back to the application's ORM once a scoped instance is closed. */
export function restoreApplicationMapping(source: OrmSource): void {
  if ('orm' in source) source.orm.getMetadata().decorate(source.orm.em);
}

/** Checks that the application's ORM maps the projection's entities into its live schema. */
export function assertOrmMapsProjection(orm: ProjectionsOrm, projection: Projection): void {
  for (const entity of projection.entities) {
    const meta = orm.getMetadata().find(entity);
    if (!meta) {
      throw new Error(`Projection ${projection.name}: the ORM does not know entity ${entity.name}; add it to its entities`);
    }
    if (meta.schema !== projection.schema) {
      throw new Error(
        `Projection ${projection.name}: entity ${entity.name} is mapped to schema "${meta.schema ?? '(none)'}", expected "${projection.schema}"`,
      );
    }
  }
}
