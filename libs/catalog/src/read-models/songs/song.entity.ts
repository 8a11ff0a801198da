import { ArrayType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const SONGS_SCHEMA = 'rm_songs';

/**
 * One row per song that is not deleted: the songs read model, built only by the songs projection.
 * The bounty and submission columns are filled by the projections of the wallet and marketplace
 * events when those arrive; until then every song has none, and the rules read them from here.
 */
@Entity({ tableName: 'songs', schema: SONGS_SCHEMA })
export class SongReadModel {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Index() @Property({ type: 'uuid' }) artistId!: string;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'text', nullable: true }) spotifyUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) youtubeUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) soundcloudUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) coverArtUrl: string | null = null;
  /** Seconds. */
  @Property({ type: 'integer', nullable: true }) duration: number | null = null;
  /** The taxonomy's tag ids, in the artist's order; names are resolved when answering. */
  @Property({ type: new ArrayType<number>(Number), columnType: 'int[]' }) tagIds: number[] = [];
  /** False while hidden. */
  @Property({ type: 'boolean' }) isActive = true;
  /** Whole VibeCoins of the active bounty; null: none. */
  @Property({ type: 'integer', nullable: true }) bountyAmount: number | null = null;
  @Property({ type: 'integer' }) pendingSubmissionCount = 0;
  /** Placements under way. */
  @Property({ type: 'integer' }) activeSubmissionCount = 0;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}
