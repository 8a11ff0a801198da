import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { WALLET_BALANCES_SCHEMA } from './wallet-balance.entity.js';

/** The key of the one row: the whole ledger. */
export const WHOLE_LEDGER = 'all';

/**
 * The whole ledger's running totals, one row: the coins that ever came in (coupons, purchases)
 * and the coins in flight (paid out of a payer's reservation, not yet received by the payee; the
 * transfer receipts process manager brings them home). What an operator watches: coins in flight
 * that do not come back to 0 mean receipts are stuck.
 */
@Entity({ tableName: 'ledger_totals', schema: WALLET_BALANCES_SCHEMA })
export class LedgerTotal {
  @PrimaryKey({ type: 'text' }) id!: string;
  @Property({ type: 'bigint' }) credited!: number;
  @Property({ type: 'bigint' }) inFlight!: number;
}
