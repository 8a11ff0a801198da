import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import type { DeadlineTarget } from '../../domain/escrow-steps.js';
import type { CuratorReputationResponse, SubmissionResponse } from '../../contracts/submission.responses.js';
import { DIRECTORY_SCHEMA } from '../directory/directory.entities.js';
import { SUBMISSIONS_SCHEMA } from './submission.entity.js';

const nameOf = (person: string) => `coalesce(${person}.display_name, trim(${person}.first_name || ' ' || ${person}.last_name), '')`;

/** A request with its song, playlist and people as the directory knows them (a deleted song or playlist keeps a blank name). */
const SELECT = `SELECT x.id, x.status, x.type, x.price, x.paid_amount AS "paidAmount", x.refunded_amount AS "refundedAmount",
    x.match_percentage::text AS "matchPercentage", x.message, x.curator_feedback AS "curatorFeedback",
    to_char(x.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "submittedAt",
    to_char(x.respond_by AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "respondBy",
    to_char(x.reviewed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "reviewedAt",
    to_char(x.added_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "addedAt",
    json_build_object('id', x.song_id, 'title', coalesce(s.title, ''), 'spotifyUrl', s.spotify_url, 'coverArtUrl', s.cover_art_url,
      'artistId', x.artist_id, 'artistName', ${nameOf('a')}) AS song,
    json_build_object('id', x.playlist_id, 'name', coalesce(p.name, ''), 'description', coalesce(p.description, ''), 'platform', coalesce(p.platform, 'other'),
      'playlistUrl', coalesce(p.playlist_url, ''), 'spotifyUrl', CASE WHEN p.platform = 'spotify' THEN p.playlist_url END,
      'coverImageUrl', p.cover_image_url, 'followerCount', coalesce(p.follower_count, 0), 'curatorId', x.curator_id, 'curatorName', ${nameOf('c')}) AS playlist
  FROM ${SUBMISSIONS_SCHEMA}.submissions x
  LEFT JOIN ${DIRECTORY_SCHEMA}.songs s ON s.id = x.song_id
  LEFT JOIN ${DIRECTORY_SCHEMA}.playlists p ON p.id = x.playlist_id
  LEFT JOIN ${DIRECTORY_SCHEMA}.people a ON a.id = x.artist_id
  LEFT JOIN ${DIRECTORY_SCHEMA}.people c ON c.id = x.curator_id`;

/** Only requests the curator received: a funding, unfunded or voided one was never sent to anyone. */
const SENT = `x.status NOT IN ('funding', 'unfunded', 'voided')`;
const NEWEST_FIRST = 'ORDER BY x.submitted_at DESC, x.id';

export interface SubmissionLocation {
  readonly songId: string;
  readonly playlistId: string;
  readonly artistId: string;
  readonly curatorId: string;
}

/** Reads of the requests read model. Ids must be UUIDs: the callers check them first. */
@Injectable()
export class SubmissionsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  sentBy(artistId: string): Promise<SubmissionResponse[]> {
    return this.list(`x.artist_id = $1 AND ${SENT}`, [artistId]);
  }

  receivedBy(curatorId: string): Promise<SubmissionResponse[]> {
    return this.list(`x.curator_id = $1 AND ${SENT}`, [curatorId]);
  }

  ofSong(songId: string): Promise<SubmissionResponse[]> {
    return this.list(`x.song_id = $1 AND ${SENT}`, [songId]);
  }

  async byId(id: string): Promise<SubmissionResponse | null> {
    return (await this.list('x.id = $1', [id]))[0] ?? null;
  }

  /** Where a request lives and whose it is; null for an unknown one. */
  async locate(id: string): Promise<SubmissionLocation | null> {
    const { rows } = await this.pool.query<SubmissionLocation>(
      `SELECT song_id AS "songId", playlist_id AS "playlistId", artist_id AS "artistId", curator_id AS "curatorId" FROM ${SUBMISSIONS_SCHEMA}.submissions WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Pending requests past their response deadline (the sweep's work): each one the rules will expire. */
  async overdue(now: Date, limit: number): Promise<DeadlineTarget[]> {
    const { rows } = await this.pool.query<DeadlineTarget>(
      `SELECT 'submission' AS kind, song_id AS "songId", playlist_id AS "playlistId", id AS "submissionId"
         FROM ${SUBMISSIONS_SCHEMA}.submissions WHERE status = 'pending' AND respond_by <= $1 ORDER BY respond_by LIMIT $2`,
      [now, limit],
    );
    return rows;
  }

  async reputationOf(curatorId: string): Promise<CuratorReputationResponse> {
    const { rows } = await this.pool.query<{ received: number; answered: number; added: number; expired: number; medianSeconds: number | null }>(
      `SELECT count(*) FILTER (WHERE ${SENT})::int AS received,
              count(*) FILTER (WHERE x.status IN ('reviewed', 'added', 'rejected'))::int AS answered,
              count(*) FILTER (WHERE x.status = 'added')::int AS added,
              count(*) FILTER (WHERE x.status = 'expired')::int AS expired,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM x.reviewed_at - x.submitted_at)) FILTER (WHERE x.reviewed_at IS NOT NULL) AS "medianSeconds"
         FROM ${SUBMISSIONS_SCHEMA}.submissions x WHERE x.curator_id = $1`,
      [curatorId],
    );
    const { received, answered, added, expired, medianSeconds } = rows[0];
    const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100) / 100);
    return {
      curatorId,
      received,
      answered,
      expired,
      responseRate: ratio(answered, answered + expired),
      medianResponseHours: medianSeconds === null ? null : Math.round((medianSeconds / 3600) * 10) / 10,
      acceptanceRate: ratio(added, answered),
    };
  }

  private async list(where: string, params: readonly unknown[]): Promise<SubmissionResponse[]> {
    return (await this.pool.query<SubmissionResponse>(`${SELECT} WHERE ${where} ${NEWEST_FIRST}`, [...params])).rows;
  }
}
