import { BigIntType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { MATCHING_SCHEMA } from './matching-schema.js';

/**
 * The index matching ranks from: one row per tag of a playlist (its `slot`-th tag), with what the
 * score and the order need of the tag and of its playlist. Read through the covering index on
 * `tag_id` alone (no table access), so a song's matches are found and scored from the rows of its
 * own tags only: a few thousand per tag at 100,000 playlists (bench/matching).
 */
@Entity({ tableName: 'playlist_tags', schema: MATCHING_SCHEMA })
@Index({
  properties: ['tagId'],
  include: ['playlistId', 'tagWeight', 'isGenre', 'playlistWeight', 'followerCount', 'acceptingSubmissions', 'curatorId', 'name'],
})
export class MatchingPlaylistTag {
  @PrimaryKey({ type: 'uuid' }) playlistId!: string;
  /** The tag's place in the playlist's distinct tags: 0 to {@link PLAYLIST_TAG_SLOTS} - 1. */
  @PrimaryKey({ type: 'integer', autoincrement: false }) slot!: number;
  @Property({ type: 'integer' }) tagId!: number;
  /** w(t) of the match score. */
  @Property({ type: 'integer' }) tagWeight!: number;
  @Property({ type: 'boolean' }) isGenre!: boolean;
  /** w(P): the summed weights of all the playlist's tags. */
  @Property({ type: 'integer' }) playlistWeight!: number;
  @Property({ type: new BigIntType('number') }) followerCount!: number;
  @Property({ type: 'boolean' }) acceptingSubmissions!: boolean;
  @Property({ type: 'uuid' }) curatorId!: string;
  @Property({ type: 'text' }) name!: string;
}

/** Spec section 9: a playlist has at most 10 tags, so 10 rows of this table hold all of a playlist's. */
export const PLAYLIST_TAG_SLOTS = 10;
