import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { Position } from '#eventstore';
import { PG_POOL } from '#platform';
import type { LedgerEntryResponse, LedgerPageResponse } from '../../contracts/admin.responses.js';
import { cursorAt } from './ledger-cursor.js';
import { LEDGER_SCHEMA } from './ledger-entry.entity.js';

/** Which entries to read; null is no filter. `from` is inclusive, `until` exclusive. */
export interface LedgerFilters {
  readonly userId: string | null;
  readonly movement: string | null;
  readonly cause: string | null;
  readonly from: Date | null;
  readonly until: Date | null;
}

/** Entries an export reads per query: it streams the whole ledger without holding it. */
const EXPORT_CHUNK = 1000;

type EntryRow = Omit<LedgerEntryResponse, 'position' | 'occurredAt' | 'availableAfter'> & { commit: string; prepare: string; occurredAt: Date };

const SELECT = `SELECT e.event_id AS "eventId", e.commit_position::text AS "commit", e.prepare_position::text AS "prepare", e.occurred_at AS "occurredAt",
    e.user_id AS "userId", COALESCE(NULLIF(o.display_name, ''), NULLIF(TRIM(o.first_name || ' ' || o.last_name), '')) AS "userName",
    e.movement, e.amount, e.cause, e.release_reason AS "releaseReason", e.movement_id AS "movementId", e.coupon_code AS "couponCode",
    e.purchase_id AS "purchaseId", e.bounty_id AS "bountyId", e.campaign_id AS "campaignId", e.submission_id AS "submissionId",
    e.song_id AS "songId", e.playlist_id AS "playlistId", e.counterparty_id AS "counterpartyId",
    e.total_after AS "totalAfter", e.reserved_after AS "reservedAfter"
  FROM ${LEDGER_SCHEMA}.entries e LEFT JOIN ${LEDGER_SCHEMA}.owners o ON o.user_id = e.user_id
  WHERE ($1::text IS NULL OR e.user_id = $1) AND ($2::text IS NULL OR e.movement = $2) AND ($3::text IS NULL OR e.cause = $3)
    AND ($4::timestamptz IS NULL OR e.occurred_at >= $4) AND ($5::timestamptz IS NULL OR e.occurred_at < $5)
    AND ($6::bigint IS NULL OR (e.commit_position, e.prepare_position) < ($6::bigint, $7::bigint))
  ORDER BY e.commit_position DESC, e.prepare_position DESC
  LIMIT $8`;

const positionOf = (row: EntryRow): Position => ({ commit: BigInt(row.commit), prepare: BigInt(row.prepare) });

const toResponse = ({ commit, prepare, occurredAt, ...row }: EntryRow): LedgerEntryResponse => ({
  ...row,
  position: `${commit}/${prepare}`,
  occurredAt: occurredAt.toISOString(),
  availableAfter: row.totalAfter - row.reservedAfter,
});

/** Reads of the ledger read model, newest first (by log position). */
@Injectable()
export class LedgerQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** A page of the matching entries older than `before` (the start when null). */
  async page(filters: LedgerFilters, before: Position | null, limit: number): Promise<LedgerPageResponse> {
    const rows = await this.rows(filters, before, limit + 1);
    const entries = rows.slice(0, limit);
    const last = entries.at(-1);
    return { entries: entries.map(toResponse), nextCursor: rows.length > limit && last ? cursorAt(positionOf(last)) : null };
  }

  /** Every matching entry, read a chunk at a time so that an export of the whole ledger is never held in memory. */
  async *all(filters: LedgerFilters): AsyncGenerator<LedgerEntryResponse> {
    let before: Position | null = null;
    for (;;) {
      const rows = await this.rows(filters, before, EXPORT_CHUNK);
      yield* rows.map(toResponse);
      const last = rows.at(-1);
      if (rows.length < EXPORT_CHUNK || !last) return;
      before = positionOf(last);
    }
  }

  private async rows(filters: LedgerFilters, before: Position | null, limit: number): Promise<EntryRow[]> {
    const { userId, movement, cause, from, until } = filters;
    const start = before ? [String(before.commit), String(before.prepare)] : [null, null];
    const { rows } = await this.pool.query<EntryRow>(SELECT, [userId, movement, cause, from, until, ...start, limit]);
    return rows;
  }
}
