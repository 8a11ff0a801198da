import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Role } from '#identity';

export const ADMIN_PEOPLE_SCHEMA = 'rm_admin_people';

/** One row per account, as identity publishes it, with what the artist and curator listings count. */
@Entity({ tableName: 'accounts', schema: ADMIN_PEOPLE_SCHEMA })
@Index({ properties: ['createdAt'] })
export class AdminAccount {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) email!: string;
  @Property({ type: 'text' }) firstName!: string;
  @Property({ type: 'text' }) lastName!: string;
  @Property({ type: 'text', nullable: true }) displayName: string | null = null;
  @Property({ type: 'text', nullable: true }) location: string | null = null;
  @Property({ type: 'text', nullable: true }) profileImageUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) role: Role | null = null;
  @Property({ type: 'boolean' }) isAdmin = false;
  @Property({ type: 'boolean' }) isActive = true;
  @Property({ type: 'boolean' }) isVerified = false;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  /** Songs not deleted (hidden ones included). */
  @Property({ type: 'integer' }) songCount = 0;
  /** Playlists not deleted. */
  @Property({ type: 'integer' }) playlistCount = 0;
  /** Campaign requests this account sent as an artist (funded: an unfunded one was never sent). */
  @Property({ type: 'integer' }) submissionsSent = 0;
  /** Campaign requests sent to this account's playlists (funded). */
  @Property({ type: 'integer' }) submissionsReceived = 0;
  /** VC paid out of this account's reservations to curators. */
  @Property({ type: 'integer' }) vibeCoinsSpent = 0;
  /** VC this account received as payouts. */
  @Property({ type: 'integer' }) vibeCoinsEarned = 0;
}

/** A bounty from its setting until it closes (cancelled, expired, completed or never funded): then the row goes. */
@Entity({ tableName: 'bounties', schema: ADMIN_PEOPLE_SCHEMA })
export class AdminBounty {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) songId!: string;
  /** `funding` until the wallet holds its total, then `open`. */
  @Property({ type: 'text' }) status!: 'funding' | 'open';
  /** Whole VC: review plus placement, held in escrow once open. */
  @Property({ type: 'integer' }) amount!: number;
  @Property({ type: 'timestamptz' }) setAt!: Date;
}

/** A campaign while under way (pending or active); a rejected or completed one has no row. */
@Entity({ tableName: 'campaigns', schema: ADMIN_PEOPLE_SCHEMA })
export class AdminCampaign {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) status!: 'pending' | 'active';
  /** When a curator claimed the bounty (the campaign opened). */
  @Property({ type: 'timestamptz' }) claimedAt!: Date;
  @Property({ type: 'timestamptz', nullable: true }) acceptedAt: Date | null = null;
}

/** VC purchased and paid out to curators on one UTC day. */
@Entity({ tableName: 'coin_days', schema: ADMIN_PEOPLE_SCHEMA })
export class AdminCoinDay {
  /** YYYY-MM-DD (UTC). */
  @PrimaryKey({ type: 'text' }) day!: string;
  @Property({ type: 'integer' }) purchased = 0;
  @Property({ type: 'integer' }) paidOut = 0;
}
