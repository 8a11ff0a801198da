import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CampaignOutcome, ServiceType } from '../../domain/bounty.events.js';
import type { CampaignStatus } from '../../domain/bounty.state.js';

export const BOUNTIES_SCHEMA = 'rm_market_bounties';

export type BountyRowStatus = 'funding' | 'unfunded' | 'voided' | 'open' | 'cancelled' | 'expired' | 'completed';

/** One row per bounty: discovery, the artist's active bounties, the deadlines' sweep. */
@Entity({ tableName: 'bounties', schema: BOUNTIES_SCHEMA })
@Index({ properties: ['status', 'dueAt'] })
export class BountyReadModel {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Index() @Property({ type: 'uuid' }) songId!: string;
  @Index() @Property({ type: 'uuid' }) artistId!: string;
  @Property({ type: 'integer' }) reviewAmount!: number;
  @Property({ type: 'integer' }) placementAmount!: number;
  @Property({ type: 'text' }) serviceType!: ServiceType;
  @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'timestamptz' }) expiresAt!: Date;
  @Property({ type: 'text' }) status!: BountyRowStatus;
  /** The campaign under way (pending or active), if any: a claimed bounty is not discoverable. */
  @Property({ type: 'uuid', nullable: true }) campaignId: string | null = null;
  /** The campaign's deadline (accept or complete by), while one is under way. */
  @Property({ type: 'timestamptz', nullable: true }) campaignDeadline: Date | null = null;
  /** When something next falls due on it (dueAtOf, decision 0018): what the sweep looks for. */
  @Property({ type: 'timestamptz' }) dueAt!: Date;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
}

/** One row per campaign a curator ran on a bounty. */
@Entity({ tableName: 'campaigns', schema: BOUNTIES_SCHEMA })
@Index({ properties: ['curatorId', 'createdAt'] })
@Index({ properties: ['artistId', 'createdAt'] })
export class CampaignReadModel {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) bountyId!: string;
  @Property({ type: 'uuid' }) songId!: string;
  @Property({ type: 'uuid' }) artistId!: string;
  @Property({ type: 'uuid' }) curatorId!: string;
  @Property({ type: 'uuid', nullable: true }) playlistId: string | null = null;
  @Property({ type: 'integer' }) matchPercentage = 0;
  @Property({ type: 'text' }) status!: CampaignStatus;
  @Property({ type: 'text', nullable: true }) outcome: CampaignOutcome | null = null;
  @Property({ type: 'text', nullable: true }) curatorFeedback: string | null = null;
  @Property({ type: 'integer' }) reviewAmount!: number;
  @Property({ type: 'integer' }) placementAmount!: number;
  @Property({ type: 'text' }) serviceType!: ServiceType;
  /** The bounty's special instructions: the campaign's message (spec section 3). */
  @Property({ type: 'text', nullable: true }) message: string | null = null;
  @Property({ type: 'integer' }) paidAmount = 0;
  /** Accept by while pending, complete by while active (decision 0018); null once ended. */
  @Property({ type: 'timestamptz', nullable: true }) deadline: Date | null = null;
  /** Why it ended unfinished: not_accepted, not_completed, curator_unavailable; null otherwise. */
  @Property({ type: 'text', nullable: true }) endReason: string | null = null;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}
