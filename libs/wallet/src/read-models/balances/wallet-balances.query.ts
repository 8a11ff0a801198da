import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import { Balances, type LedgerTotals } from '../../contracts/balances.query.js';
import type { BalanceResponse } from '../../contracts/wallet.responses.js';
import { WHOLE_LEDGER } from './ledger-total.entity.js';
import { WALLET_BALANCES_SCHEMA } from './wallet-balance.entity.js';

/** Reads of the balances read model. */
@Injectable()
export class WalletBalancesQuery extends Balances {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {
    super();
  }

  /** A user's balance; zeros for a user who never had a movement. */
  async of(userId: string): Promise<BalanceResponse> {
    const { rows } = await this.pool.query<{ total: number; reserved: number }>(
      `SELECT total, reserved FROM ${WALLET_BALANCES_SCHEMA}.balances WHERE user_id = $1`,
      [userId],
    );
    const { total, reserved } = rows[0] ?? { total: 0, reserved: 0 };
    return { total, reserved, available: total - reserved };
  }

  async ledger(): Promise<LedgerTotals> {
    const { rows } = await this.pool.query<{ credited: string; in_flight: string }>(`SELECT credited, in_flight FROM ${WALLET_BALANCES_SCHEMA}.ledger_totals WHERE id = $1`, [WHOLE_LEDGER]);
    return { credited: Number(rows[0]?.credited ?? 0), inFlight: Number(rows[0]?.in_flight ?? 0) };
  }
}
