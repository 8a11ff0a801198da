import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import type { AdminStatsResponse } from '../../contracts/admin.responses.js';
import { type CoinDay, coinFlow } from '../../domain/coin-flow.js';
import { daysEndingOn, utcDay, utcDayRange } from '../../domain/utc-days.js';
import { ADMIN_PEOPLE_SCHEMA } from './people.entities.js';

const S = ADMIN_PEOPLE_SCHEMA;
/** $1, $2: the start of today and of tomorrow (UTC); $3: today, YYYY-MM-DD. Sums of coins as float8: exact whole numbers, answered as numbers. */
const STATS = `
  WITH accounts AS (
    SELECT count(*)::int AS "totalUsers",
           count(*) FILTER (WHERE role = 'artist')::int AS "totalArtists",
           count(*) FILTER (WHERE role = 'curator')::int AS "totalCurators",
           count(*) FILTER (WHERE role = 'both')::int AS "totalBoth",
           coalesce(sum(song_count), 0)::int AS "totalSongs",
           coalesce(sum(playlist_count), 0)::int AS "totalPlaylists"
      FROM ${S}.accounts),
  bounties AS (
    SELECT count(*)::int AS "totalActiveBounties",
           count(DISTINCT song_id)::int AS "totalActiveSongsWithBounty",
           count(DISTINCT song_id) FILTER (WHERE set_at >= $1 AND set_at < $2)::int AS "todaysActiveSongsWithBounty",
           coalesce(sum(amount), 0)::float8 AS "totalBountyVibeCoin"
      FROM ${S}.bounties WHERE status = 'open'),
  campaigns AS (
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS "totalPendingCampaigns",
           count(*) FILTER (WHERE status = 'active')::int AS "totalActiveCampaigns",
           count(*) FILTER (WHERE status = 'pending' AND claimed_at >= $1 AND claimed_at < $2)::int AS "todaysPendingCampaigns",
           count(*) FILTER (WHERE status = 'active' AND accepted_at >= $1 AND accepted_at < $2)::int AS "todaysActiveCampaigns"
      FROM ${S}.campaigns),
  coins AS (
    SELECT coalesce(sum(purchased), 0)::float8 AS "totalVibeCoinPurchased",
           coalesce(sum(paid_out), 0)::float8 AS "totalVibeCoinPaidout",
           coalesce(sum(purchased) FILTER (WHERE day = $3), 0)::float8 AS "todaysVibeCoinPurchased"
      FROM ${S}.coin_days)
  SELECT * FROM accounts, bounties, campaigns, coins`;

/** The admin statistics (spec section 3) and the coin flow per day, from the people read model. */
@Injectable()
export class AdminStatsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Every statistic but website visits (analytics counts those); "today" is `now`'s UTC day. */
  async stats(now: Date): Promise<Omit<AdminStatsResponse, 'websiteVisits'>> {
    const { start, end } = utcDayRange(now);
    const { rows } = await this.pool.query<Omit<AdminStatsResponse, 'websiteVisits'>>(STATS, [start, end, utcDay(now)]);
    return rows[0];
  }

  /** The `days` UTC days ending with `now`'s, oldest first, zeros on days nothing moved. */
  async coinFlow(now: Date, days: number): Promise<CoinDay[]> {
    const window = daysEndingOn(now, days);
    const { rows } = await this.pool.query<CoinDay>(
      `SELECT day, purchased, paid_out AS "paidOut" FROM ${S}.coin_days WHERE day BETWEEN $1 AND $2`,
      [window[0], window[window.length - 1]],
    );
    return coinFlow(rows, now, days);
  }
}
