import { BigIntType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { WalletMovementType } from '../../domain/wallet.events.js';

export const WALLET_ENTRIES_SCHEMA = 'rm_wallet_entries';

/** One row per wallet movement: the user's transaction history. */
@Entity({ tableName: 'entries', schema: WALLET_ENTRIES_SCHEMA })
@Index({ properties: ['userId', 'revision'] })
export class WalletEntry {
  /** The event's id. */
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) userId!: string;
  /** The event's place in the user's wallet stream: the history's order and its page cursor. */
  @Property({ type: new BigIntType('number') }) revision!: number;
  @Property({ type: 'text' }) kind!: WalletMovementType;
  /** coupon, purchase, bounty or submission; with the release reason or payout for the others. */
  @Property({ type: 'text' }) cause!: string;
  @Property({ type: 'text', nullable: true }) releaseReason: string | null = null;
  @Property({ type: 'integer' }) amount!: number;
  @Property({ type: 'integer' }) totalAfter!: number;
  @Property({ type: 'integer' }) reservedAfter!: number;
  @Property({ type: 'uuid', nullable: true }) songId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) playlistId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) bountyId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) submissionId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) campaignId: string | null = null;
  @Property({ type: 'text', nullable: true }) purchaseId: string | null = null;
  @Property({ type: 'text', nullable: true }) packageId: string | null = null;
  /** The other wallet of a transfer: the curator paid, or the artist who paid. */
  @Property({ type: 'uuid', nullable: true }) counterpartyId: string | null = null;
  @Property({ type: 'timestamptz' }) occurredAt!: Date;
}

/** The names that history shows beside its song and playlist ids; kept after a deletion, since history outlives it. */
@Entity({ tableName: 'titles', schema: WALLET_ENTRIES_SCHEMA })
export class WalletTitle {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) title!: string;
}
