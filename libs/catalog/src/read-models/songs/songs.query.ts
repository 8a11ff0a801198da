import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import type { Row } from '#projections';
import { SONGS_SCHEMA, type SongReadModel } from './song.entity.js';

/** Every column, under its property name: rows come back in the entity's shape (pg reads int[] as numbers). */
const COLUMNS = `id, artist_id AS "artistId", title, description, spotify_url AS "spotifyUrl", youtube_url AS "youtubeUrl",
  soundcloud_url AS "soundcloudUrl", cover_art_url AS "coverArtUrl", duration, tag_ids AS "tagIds", is_active AS "isActive",
  bounty_amount AS "bountyAmount", bounty_review_amount AS "bountyReviewAmount", bounty_placement_amount AS "bountyPlacementAmount",
  bounty_expires_at AS "bountyExpiresAt", bounty_description AS "bountyDescription", pending_submission_count AS "pendingSubmissionCount",
  active_submission_count AS "activeSubmissionCount", created_at AS "createdAt", updated_at AS "updatedAt",
  coalesce((SELECT json_agg(json_build_object('id', sub.id, 'status', sub.status) ORDER BY sub.id) FROM ${SONGS_SCHEMA}.song_submissions sub
    WHERE sub.song_id = songs.id AND sub.status <> 'expired'), '[]') AS submissions`;

/** The dashboard's order (spec section 2.6): songs with a bounty, then with pending submissions, then by title. */
const DASHBOARD_ORDER = `(bounty_amount IS NULL), (pending_submission_count = 0), lower(title), title, id`;
/** For anyone but the artist: requests waiting on a curator are the artist's business, so they do not order the list. */
const PUBLIC_ORDER = `(bounty_amount IS NULL), lower(title), title, id`;

/** A song's row with the statuses of its requests (expired ones left out: the spec's statuses have no such state). */
export type SongRow = Row<SongReadModel> & { submissions: { id: string; status: 'pending' | 'reviewed' | 'added' | 'rejected' }[] };

/**
 * Reads of the songs read model, with plain queries on the shared pool (see ReadModelLookup for why
 * not the EntityManager). Ids must be UUIDs: the caller checks them first.
 */
@Injectable()
export class SongsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async byId(songId: string): Promise<SongRow | null> {
    const { rows } = await this.pool.query<SongRow>(`SELECT ${COLUMNS} FROM ${SONGS_SCHEMA}.songs WHERE id = $1`, [songId]);
    return rows[0] ?? null;
  }

  /** An artist's songs in the dashboard's order; the hidden ones only when asked for (the owner's view). */
  /** The artist's own view (`owner`) has the hidden songs too, in the dashboard's order. */
  async ofArtist(artistId: string, owner: boolean): Promise<SongRow[]> {
    const { rows } = await this.pool.query<SongRow>(
      `SELECT ${COLUMNS} FROM ${SONGS_SCHEMA}.songs WHERE artist_id = $1 AND (is_active OR $2) ORDER BY ${owner ? DASHBOARD_ORDER : PUBLIC_ORDER}`,
      [artistId, owner],
    );
    return rows;
  }
}
