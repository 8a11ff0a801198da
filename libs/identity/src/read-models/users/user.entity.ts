import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const USERS_SCHEMA = 'rm_users';

/** One row per account: the users read model, built only by the users projection. */
@Entity({ tableName: 'users', schema: USERS_SCHEMA })
export class UserReadModel {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text', unique: true }) email!: string;
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
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}
