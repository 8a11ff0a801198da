import type { SchemaTable } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Role } from '#identity';
import { MATCHING_SCHEMA, trigramIndex } from './matching-schema.js';

/**
 * The ids of the people who take no requests (deactivated, or artists only): the playlist queries
 * leave such a curator's playlists out by looking their id up here (playlist-cards.ts, the same
 * condition), not in a row of people per playlist.
 */
const takingNoRequestsIndex = (columns: Record<string, string>, table: SchemaTable, indexName: string): string =>
  `create index "${indexName}" on "${table.schema}"."${table.name}" ("${columns.id}") where (not "${columns.isActive}" or "${columns.role}" = 'artist')`;

/** An account as search shows artists and curators (and a matched playlist its curator), its shown name folded for search. */
@Entity({ tableName: 'people', schema: MATCHING_SCHEMA })
@Index({ name: 'people_folded_name_trgm', expression: trigramIndex('foldedName') })
@Index({ name: 'people_compact_name_trgm', expression: trigramIndex('compactName') })
@Index({ name: 'people_taking_no_requests', expression: takingNoRequestsIndex })
export class MatchingPerson {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) firstName!: string;
  @Property({ type: 'text' }) lastName!: string;
  @Property({ type: 'text', nullable: true }) displayName: string | null = null;
  @Property({ type: 'text' }) foldedName!: string;
  @Property({ type: 'text' }) compactName!: string;
  @Property({ type: 'text', nullable: true }) profileImageUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) bio: string | null = null;
  @Property({ type: 'text', nullable: true }) location: string | null = null;
  @Property({ type: 'boolean' }) isVerified = false;
  @Property({ type: 'text', nullable: true }) role: Role | null = null;
  @Property({ type: 'boolean' }) curatorProfileComplete = false;
  /** False while an admin has the account deactivated: search leaves them out. */
  @Property({ type: 'boolean' }) isActive = true;
}
