import { ArrayType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const SONGS_SCHEMA = 'rm_songs';

/**
 * One row per song that is not deleted: the songs read model, built only by the songs projection,
 * from catalog's song events and the marketplace's bounty and submission events (its obligations,
 * which the song's rules read from here: no hiding or deleting a song with a bounty or pending requests).
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
  /** Whole VibeCoins of the active (funded, not closed) bounty; null: none. */
  @Property({ type: 'integer', nullable: true }) bountyAmount: number | null = null;
  /** The terms of the bounty being set or active; null without one. */
  @Property({ type: 'integer', nullable: true }) bountyReviewAmount: number | null = null;
  @Property({ type: 'integer', nullable: true }) bountyPlacementAmount: number | null = null;
  @Property({ type: 'timestamptz', nullable: true }) bountyExpiresAt: Date | null = null;
  @Property({ type: 'text', nullable: true }) bountyDescription: string | null = null;
  @Property({ type: 'integer' }) pendingSubmissionCount = 0;
  /** Placements under way. */
  @Property({ type: 'integer' }) activeSubmissionCount = 0;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}

/** A song's campaign requests and their status (spec section 3: a song's submissions, each with status). */
@Entity({ tableName: 'song_submissions', schema: SONGS_SCHEMA })
export class SongSubmissionReadModel {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Index() @Property({ type: 'uuid' }) songId!: string;
  @Property({ type: 'text' }) status!: 'pending' | 'reviewed' | 'added' | 'rejected' | 'expired';
}
