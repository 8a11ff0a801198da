import { randomBytes } from 'node:crypto';
import type { Projection } from './projection.js';

/** Room is left for the `__rebuild_…` and `__old_…` suffixes within PostgreSQL's 63-byte names. */
export const MAX_SCHEMA_NAME_LENGTH = 40;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** Schemas that belong to someone else: a projection's rebuild drops and renames its own schema. */
const RESERVED = new Set(['public', 'projections', 'eventstore', 'information_schema']);

export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Refuses a projection whose name, version or schema the runner could not handle safely. */
export function assertValidProjection(projection: Projection): void {
  const { name, version, schema, entities } = projection;
  if (!name.trim()) throw new Error('A projection needs a name');
  if (!Number.isSafeInteger(version) || version < 1) {
    throw new Error(`Projection ${name}: version must be a positive integer, got ${version}`);
  }
  if (!IDENTIFIER.test(schema) || schema.length > MAX_SCHEMA_NAME_LENGTH) {
    throw new Error(
      `Projection ${name}: schema "${schema}" must match ${IDENTIFIER} and be at most ${MAX_SCHEMA_NAME_LENGTH} characters`,
    );
  }
  if (RESERVED.has(schema) || schema.startsWith('pg_') || schema.includes('__')) {
    throw new Error(`Projection ${name}: schema "${schema}" is reserved (or contains "__", kept for rebuild copies)`);
  }
  if (entities.length === 0) throw new Error(`Projection ${name}: it declares no entities`);
  const badExtension = projection.extensions.find((extension) => !IDENTIFIER.test(extension));
  if (badExtension !== undefined) throw new Error(`Projection ${name}: extension "${badExtension}" must match ${IDENTIFIER}`);
}

/** Refuses a set of projections that share a name or a schema. */
export function assertDistinctProjections(projections: readonly Projection[]): void {
  const seen = new Map<string, string>();
  for (const { name, schema } of projections) {
    for (const key of [`name ${name}`, `schema ${schema}`]) {
      const owner = seen.get(key);
      if (owner !== undefined) throw new Error(`Projections ${owner} and ${name} share the ${key}`);
      seen.set(key, name);
    }
  }
}

const suffix = (): string => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/** The schema a rebuild fills before it is swapped in. */
export const rebuildSchemaName = (live: string): string => `${live}__rebuild_${suffix()}`;

/** The name the replaced copy takes for the moment between the swap and its drop. */
export const retiredSchemaName = (live: string): string => `${live}__old_${suffix()}`;

/**
 * The copy a verification replays into and compares with the live read model. One name, not a
 * timestamped one: only one verification of a projection runs at a time (its own lock), and it
 * drops whatever a verification that died left there before it starts.
 */
export const verifySchemaName = (live: string): string => `${live}__verify`;

/** A LIKE pattern for every leftover copy of `live` (underscores escaped: they are wildcards in LIKE). */
export const leftoverSchemasPattern = (live: string): string => `${live.replaceAll('_', '\\_')}\\_\\_%`;
