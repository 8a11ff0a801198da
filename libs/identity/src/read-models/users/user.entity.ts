import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const USERS_SCHEMA = 'rm_users';

/** One row per account: the users read model, built only by the users projection. */
@Entity({ tableName: 'users', schema: USERS_SCHEMA })
export class UserReadModel {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  /**
   * Unique on the write side (claim streams, docs/decisions/0002), not here: one batch of events
   * may move an address from one account to another (docs/decisions/0013), which a unique index
   * would refuse whichever row the batch writes first.
   */
  @Property({ type: 'text' }) email!: string;
  @Property({ type: 'text' }) firstName!: string;
  @Property({ type: 'text' }) lastName!: string;
  @Property({ type: 'text', nullable: true }) displayName: string | null = null;
  @Property({ type: 'text', nullable: true }) profileImageUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) role: 'artist' | 'curator' | 'both' | null = null;
  @Property({ type: 'boolean' }) isAdmin = false;
  @Property({ type: 'boolean' }) isActive = true;
  @Property({ type: 'boolean' }) isVerified = false;
  @Property({ type: 'boolean' }) curatorProfileComplete = false;
  @Property({ type: 'text', nullable: true }) bio: string | null = null;
  @Property({ type: 'text', nullable: true }) location: string | null = null;
  @Property({ type: 'text', nullable: true }) website: string | null = null;
  @Property({ type: 'text', nullable: true }) spotifyUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) soundcloudUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) youtubeUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) instagramUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) twitterUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) blueskyUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) tiktokUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) audiomackUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) appleMusicUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) amazonMusicUrl: string | null = null;
  /** Whole VibeCoins, reserved included, and those reserved: the wallet's balance after its last movement (spec section 3). */
  @Property({ type: 'integer' }) vibeCoins = 0;
  @Property({ type: 'integer' }) reservedVibeCoins = 0;
  /** The admins' verification review (docs/decisions/0013): a request waiting for an admin, and how the badge was granted. */
  @Property({ type: 'boolean' }) verificationPending = false;
  @Property({ type: 'text', nullable: true }) verificationReason: string | null = null;
  @Property({ type: 'timestamptz', nullable: true }) verificationRequestedAt: Date | null = null;
  @Property({ type: 'text', nullable: true }) verifiedBy: 'auto' | 'admin' | null = null;
  /** The followers counted for an automatic badge. */
  @Property({ type: 'integer', nullable: true }) verifiedFollowerCount: number | null = null;
  @Property({ type: 'timestamptz', nullable: true }) verifiedAt: Date | null = null;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}
