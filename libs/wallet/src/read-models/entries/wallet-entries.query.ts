import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import type { Row } from '#projections';
import type { WalletTransactionResponse, WalletTransactionsPage } from '../../contracts/wallet.responses.js';
import type { WalletMovementType } from '../../domain/wallet.events.js';
import { WALLET_ENTRIES_SCHEMA, type WalletEntry } from './wallet-entry.entity.js';

type EntryRow = Row<WalletEntry> & {
  songTitle: string | null;
  playlistTitle: string | null;
};

const COLUMNS = `e.id, e.revision::int AS revision, e.kind, e.cause, e.release_reason AS "releaseReason", e.amount,
  e.total_after AS "totalAfter", e.reserved_after AS "reservedAfter", e.song_id AS "songId", e.playlist_id AS "playlistId",
  e.bounty_id AS "bountyId", e.submission_id AS "submissionId", e.campaign_id AS "campaignId", e.purchase_id AS "purchaseId",
  e.package_id AS "packageId", e.counterparty_id AS "counterpartyId", e.occurred_at AS "occurredAt",
  s.title AS "songTitle", p.title AS "playlistTitle"`;

const KIND: Record<WalletMovementType, WalletTransactionResponse['kind']> = {
  CoinsCredited: 'credit',
  CoinsReserved: 'reserve',
  ReservationReleased: 'release',
  ReservationTransferred: 'payout',
  TransferReceived: 'payout-received',
};

/** How a movement changes available and total coins: reserving moves coins out of available, transferring out of a reservation out of total. */
const CHANGES: Record<WalletMovementType, { available: number; total: number }> = {
  CoinsCredited: { available: 1, total: 1 },
  CoinsReserved: { available: -1, total: 0 },
  ReservationReleased: { available: 1, total: 0 },
  ReservationTransferred: { available: 0, total: -1 },
  TransferReceived: { available: 1, total: 1 },
};

const toResponse = (row: EntryRow): WalletTransactionResponse => ({
  id: row.id,
  kind: KIND[row.kind],
  cause: row.cause as WalletTransactionResponse['cause'],
  releaseReason: row.releaseReason,
  amount: row.amount,
  // `|| 0` turns −0 into 0.
  availableChange: row.amount * CHANGES[row.kind].available || 0,
  totalChange: row.amount * CHANGES[row.kind].total || 0,
  balanceAfter: {
    total: row.totalAfter,
    reserved: row.reservedAfter,
    available: row.totalAfter - row.reservedAfter,
  },
  occurredAt: row.occurredAt.toISOString(),
  song: row.songId ? { id: row.songId, title: row.songTitle } : null,
  playlist: row.playlistId ? { id: row.playlistId, title: row.playlistTitle } : null,
  bountyId: row.bountyId,
  submissionId: row.submissionId,
  campaignId: row.campaignId,
  purchaseId: row.purchaseId,
  packageId: row.packageId,
  counterpartyId: row.counterpartyId,
});

/** Reads of the transaction history. */
@Injectable()
export class WalletEntriesQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /**
   * A page of the user's movements, newest first, older than the `before` cursor (a wallet revision)
   * when given. A release of nothing (what a reservation paid out in full leaves) moves no coin and is not listed.
   */
  async page(userId: string, limit: number, before: number | null): Promise<WalletTransactionsPage> {
    const { rows } = await this.pool.query<EntryRow>(
      `SELECT ${COLUMNS} FROM ${WALLET_ENTRIES_SCHEMA}.entries e
         LEFT JOIN ${WALLET_ENTRIES_SCHEMA}.titles s ON s.id = e.song_id
         LEFT JOIN ${WALLET_ENTRIES_SCHEMA}.titles p ON p.id = e.playlist_id
       WHERE e.user_id = $1 AND ($2::bigint IS NULL OR e.revision < $2) AND NOT (e.kind = 'ReservationReleased' AND e.amount = 0)
       ORDER BY e.revision DESC LIMIT $3`,
      [userId, before, limit + 1],
    );
    const items = rows.slice(0, limit);
    const more = rows.length > limit;
    return {
      items: items.map(toResponse),
      nextCursor: more ? String(items[items.length - 1].revision) : null,
    };
  }
}
