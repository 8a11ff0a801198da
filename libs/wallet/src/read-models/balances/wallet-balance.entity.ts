import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const WALLET_BALANCES_SCHEMA = 'rm_wallet_balances';

/** One row per user who ever had a movement: the totals after their wallet's last event. */
@Entity({ tableName: 'balances', schema: WALLET_BALANCES_SCHEMA })
export class WalletBalance {
  @PrimaryKey({ type: 'uuid' }) userId!: string;
  /** Whole VibeCoins, reserved included. */
  @Property({ type: 'integer' }) total!: number;
  @Property({ type: 'integer' }) reserved!: number;
}
