import { BigIntType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const LEDGER_SCHEMA = 'rm_admin_ledger';

/**
 * One row per wallet movement of every user: the admin's ledger listing and export, with the
 * cause's ids as the wallet event recorded them (text: purchase and coupon ids are not uuids).
 */
@Entity({ tableName: 'entries', schema: LEDGER_SCHEMA })
@Index({ properties: ['commitPosition', 'preparePosition'] })
@Index({ properties: ['userId', 'commitPosition', 'preparePosition'] })
export class LedgerEntry {
  /** The event's id. */
  @PrimaryKey({ type: 'uuid' }) eventId!: string;
  /** The event's place in the global log (commit, then prepare): the listing's order and its cursor. Exact bigints, as text. */
  @Property({ type: new BigIntType('string') }) commitPosition!: string;
  @Property({ type: new BigIntType('string') }) preparePosition!: string;
  @Property({ type: 'text' }) userId!: string;
  /** The wallet event's type. */
  @Property({ type: 'text' }) movement!: string;
  @Property({ type: 'integer' }) amount!: number;
  /** coupon, purchase, bounty or submission. */
  @Property({ type: 'text' }) cause!: string;
  @Property({ type: 'text', nullable: true }) releaseReason: string | null = null;
  /** The reservation id, or the purchase's or coupon's movement id. */
  @Property({ type: 'text', nullable: true }) movementId: string | null = null;
  @Property({ type: 'text', nullable: true }) couponCode: string | null = null;
  @Property({ type: 'text', nullable: true }) purchaseId: string | null = null;
  @Property({ type: 'text', nullable: true }) bountyId: string | null = null;
  @Property({ type: 'text', nullable: true }) campaignId: string | null = null;
  @Property({ type: 'text', nullable: true }) submissionId: string | null = null;
  @Property({ type: 'text', nullable: true }) songId: string | null = null;
  @Property({ type: 'text', nullable: true }) playlistId: string | null = null;
  /** The other wallet of a transfer: the payee on the payer's side, the payer on the payee's. */
  @Property({ type: 'text', nullable: true }) counterpartyId: string | null = null;
  @Property({ type: 'integer' }) totalAfter!: number;
  @Property({ type: 'integer' }) reservedAfter!: number;
  @Index() @Property({ type: 'timestamptz' }) occurredAt!: Date;
}

/** The names the ledger shows beside each owner, from identity's published events. */
@Entity({ tableName: 'owners', schema: LEDGER_SCHEMA })
export class LedgerOwner {
  @PrimaryKey({ type: 'text' }) userId!: string;
  @Property({ type: 'text' }) firstName!: string;
  @Property({ type: 'text' }) lastName!: string;
  @Property({ type: 'text', nullable: true }) displayName: string | null = null;
}
