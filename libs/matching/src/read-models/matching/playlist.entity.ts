import { ArrayType, BigIntType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PlaylistPlatform } from '#catalog';
import { MATCHING_SCHEMA, trigramIndex } from './matching-schema.js';

/**
 * A playlist with everything a matched or found playlist shows, and its name folded for search.
 * Its tags are found through playlist_tags (see there).
 */
@Entity({ tableName: 'playlists', schema: MATCHING_SCHEMA })
@Index({ name: 'playlists_folded_name_trgm', expression: trigramIndex('foldedName') })
@Index({ name: 'playlists_compact_name_trgm', expression: trigramIndex('compactName') })
export class MatchingPlaylist {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Index() @Property({ type: 'uuid' }) curatorId!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) foldedName!: string;
  @Property({ type: 'text' }) compactName!: string;
  @Property({ type: 'text' }) description!: string;
  @Property({ type: 'text' }) platform!: PlaylistPlatform;
  @Property({ type: 'text' }) playlistUrl!: string;
  @Property({ type: 'text', nullable: true }) coverImageUrl!: string | null;
  // Counts and prices as catalog publishes them; bigint, so that no value catalog accepts can stop the projection.
  @Property({ type: new BigIntType('number') }) followerCount!: number;
  @Property({ type: new BigIntType('number'), nullable: true }) trackCount!: number | null;
  @Property({ type: 'boolean' }) acceptingSubmissions!: boolean;
  @Property({ type: new BigIntType('number') }) reviewPrice!: number;
  @Property({ type: new BigIntType('number') }) placementPrice!: number;
  /** Distinct tag ids, in the curator's order. */
  @Property({ type: ArrayType, columnType: 'integer[]' }) tagIds!: number[];
  @Property({ type: 'timestamptz' }) createdAt!: Date;
}
