import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import { readModelVersions } from '#projections';
import type { DeadlineTarget } from '../../domain/escrow-steps.js';
import type { ActiveBountyResponse, BountyResponse, CampaignResponse } from '../../contracts/bounty.responses.js';
import { DIRECTORY_SCHEMA } from '../directory/directory.entities.js';
import { DIRECTORY_PROJECTION } from '../directory/directory.projection.js';
import { BOUNTIES_PROJECTION } from './bounties.projection.js';
import { BOUNTIES_SCHEMA } from './bounty.entities.js';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const nameOf = (person: string) => `coalesce(${person}.display_name, trim(${person}.first_name || ' ' || ${person}.last_name), '')`;
/** A directory song's tags, in the artist's order. */
const tagsOf = (song: string) => `coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'category', t.category) ORDER BY array_position(${song}.tag_ids, t.id))
  FROM ${DIRECTORY_SCHEMA}.tags t WHERE t.id = ANY(${song}.tag_ids)), '[]')`;

/** An open bounty a curator may claim, before its match is known. */
export interface OpenBountyRow {
  readonly id: string;
  readonly songId: string;
  readonly artistId: string;
  readonly artistName: string;
  readonly artistProfileImageUrl: string | null;
  readonly songTitle: string;
  readonly spotifyUrl: string | null;
  readonly coverArtUrl: string | null;
  readonly tags: { id: number; name: string; category: string }[];
  readonly description: string | null;
  readonly totalAmount: number;
  readonly reviewAmount: number;
  readonly placementAmount: number;
  readonly serviceType: 'review' | 'both';
  readonly expiresAt: string;
  readonly createdAt: string;
}

/** An open bounty as discovery filters, sorts and counts it, before its match and its card are known. */
export interface OpenBounty {
  readonly id: string;
  readonly songId: string;
  readonly artistId: string;
  /** The song's tags, for its match against the curator's playlists. */
  readonly tagIds: readonly number[];
  readonly totalAmount: number;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

type OpenBountyTuple = [string, string, string, number[], number, number];

export interface OpenBountiesAt {
  /** The versions of {@link DISCOVERY_READ_MODELS} the bounties were read at. */
  readonly version: string;
  readonly bounties: readonly OpenBounty[];
}

/** The read models an open bounty's discovery depends on: its own row, and its song's and artist's. */
const DISCOVERY_READ_MODELS = [BOUNTIES_PROJECTION, DIRECTORY_PROJECTION];
const VERSION = readModelVersions('$1::text[]');

const CAMPAIGN_SELECT = `SELECT c.id, c.status, c.bounty_id AS "bountyId", c.review_amount + c.placement_amount AS "bountyAmount",
    c.review_amount AS "reviewAmount", c.placement_amount AS "placementAmount", c.service_type AS "campaignType", c.outcome, c.message,
    c.curator_feedback AS "curatorFeedback", c.match_percentage::text AS "matchPercentage", c.paid_amount AS "paidAmount",
    ${iso('c.deadline')} AS deadline, c.end_reason AS "endReason",
    ${iso('c.created_at')} AS "createdAt", ${iso('c.updated_at')} AS "updatedAt",
    json_build_object('id', c.artist_id, 'displayName', ${nameOf('a')}, 'profileImageUrl', a.profile_image_url) AS artist,
    json_build_object('id', c.song_id, 'title', coalesce(s.title, ''), 'spotifyUrl', s.spotify_url, 'tags', ${tagsOf('s')}) AS song,
    CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name, 'followerCount', p.follower_count,
      'spotifyUrl', CASE WHEN p.platform = 'spotify' THEN p.playlist_url END) END AS playlist
  FROM ${BOUNTIES_SCHEMA}.campaigns c
  LEFT JOIN ${DIRECTORY_SCHEMA}.songs s ON s.id = c.song_id
  LEFT JOIN ${DIRECTORY_SCHEMA}.people a ON a.id = c.artist_id
  LEFT JOIN ${DIRECTORY_SCHEMA}.playlists p ON p.id = c.playlist_id`;

/** Reads of the bounties and campaigns read model. Ids must be UUIDs: the callers check them first. */
@Injectable()
export class BountiesQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async byId(id: string): Promise<BountyResponse | null> {
    const { rows } = await this.pool.query<BountyResponse>(
      `SELECT id, song_id AS "songId", review_amount AS "reviewAmount", placement_amount AS "placementAmount",
              review_amount + placement_amount AS "totalAmount", service_type AS "serviceType", description, ${iso('expires_at')} AS "expiresAt"
         FROM ${BOUNTIES_SCHEMA}.bounties WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The song a bounty belongs to (its stream), or null. */
  async songOfBounty(id: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ songId: string }>(`SELECT song_id AS "songId" FROM ${BOUNTIES_SCHEMA}.bounties WHERE id = $1`, [id]);
    return rows[0]?.songId ?? null;
  }

  /** The song a campaign's bounty belongs to, or null. */
  async songOfCampaign(id: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ songId: string }>(`SELECT song_id AS "songId" FROM ${BOUNTIES_SCHEMA}.campaigns WHERE id = $1`, [id]);
    return rows[0]?.songId ?? null;
  }

  /** The artist's open bounties, soonest to end first. */
  async activeOf(artistId: string): Promise<ActiveBountyResponse[]> {
    const { rows } = await this.pool.query<ActiveBountyResponse>(
      `SELECT b.id, b.song_id AS "songId", coalesce(s.title, '') AS "songTitle", b.review_amount AS "reviewAmount", b.placement_amount AS "placementAmount",
              b.review_amount + b.placement_amount AS "totalAmount", b.service_type AS "serviceType", ${iso('b.expires_at')} AS "expiresAt",
              b.campaign_id IS NOT NULL AS "hasCampaign",
              ${iso('b.campaign_deadline')} AS "campaignDeadline", c.status AS "campaignStatus"
         FROM ${BOUNTIES_SCHEMA}.bounties b LEFT JOIN ${DIRECTORY_SCHEMA}.songs s ON s.id = b.song_id
         LEFT JOIN ${BOUNTIES_SCHEMA}.campaigns c ON c.id = b.campaign_id
        WHERE b.artist_id = $1 AND b.status = 'open' ORDER BY b.expires_at, b.id`,
      [artistId],
    );
    return rows;
  }

  /** The versions of the read models that discovery reads: the open bounties and their songs and artists change only when it moves. */
  async openBountiesVersion(): Promise<string> {
    const { rows } = await this.pool.query<{ version: string }>(`SELECT ${VERSION} AS version`, [DISCOVERY_READ_MODELS]);
    return rows[0]?.version ?? '';
  }

  /**
   * Every open, unclaimed bounty on a visible song of an active artist (decision 0013), newest first,
   * with only what discovery filters, sorts and counts by, and the version they were read at: one
   * statement, so that the rows are those of that version.
   */
  async openBounties(): Promise<OpenBountiesAt> {
    const { rows } = await this.pool.query<{ version: string | null; bounties: OpenBountyTuple[] }>(
      `SELECT ${VERSION} AS version, coalesce((
         SELECT json_agg(json_build_array(b.id, b.song_id, b.artist_id, s.tag_ids, b.review_amount + b.placement_amount,
                         extract(epoch FROM b.expires_at) * 1000) ORDER BY b.created_at DESC, b.id)
           FROM ${BOUNTIES_SCHEMA}.bounties b
           JOIN ${DIRECTORY_SCHEMA}.songs s ON s.id = b.song_id AND s.is_active
           LEFT JOIN ${DIRECTORY_SCHEMA}.people a ON a.id = b.artist_id
          WHERE b.status = 'open' AND b.campaign_id IS NULL AND a.is_active IS NOT FALSE), '[]') AS bounties`,
      [DISCOVERY_READ_MODELS],
    );
    const { version, bounties } = rows[0] ?? { version: '', bounties: [] };
    return {
      version: version ?? '',
      bounties: bounties.map(([id, songId, artistId, tagIds, totalAmount, expiresAt]) => ({ id, songId, artistId, tagIds, totalAmount, expiresAt })),
    };
  }

  /** The ids of the open bounties whose song title, artist name or a tag's name holds the text, in any case. */
  async openMatching(search: string): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT b.id FROM ${BOUNTIES_SCHEMA}.bounties b
         JOIN ${DIRECTORY_SCHEMA}.songs s ON s.id = b.song_id
         LEFT JOIN ${DIRECTORY_SCHEMA}.people a ON a.id = b.artist_id
        WHERE b.status = 'open' AND (s.title ILIKE $1 OR ${nameOf('a')} ILIKE $1
              OR EXISTS (SELECT 1 FROM ${DIRECTORY_SCHEMA}.tags t WHERE t.id = ANY(s.tag_ids) AND t.name ILIKE $1))`,
      [`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** The cards of these open bounties, in no order: the caller has its own (by match, amount or age). */
  async openCards(ids: readonly string[]): Promise<OpenBountyRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<OpenBountyRow>(
      `SELECT b.id, b.song_id AS "songId", b.artist_id AS "artistId", ${nameOf('a')} AS "artistName", a.profile_image_url AS "artistProfileImageUrl",
              s.title AS "songTitle", s.spotify_url AS "spotifyUrl", s.cover_art_url AS "coverArtUrl", ${tagsOf('s')} AS tags, b.description,
              b.review_amount + b.placement_amount AS "totalAmount", b.review_amount AS "reviewAmount", b.placement_amount AS "placementAmount",
              b.service_type AS "serviceType", ${iso('b.expires_at')} AS "expiresAt", ${iso('b.created_at')} AS "createdAt"
         FROM ${BOUNTIES_SCHEMA}.bounties b
         JOIN ${DIRECTORY_SCHEMA}.songs s ON s.id = b.song_id
         LEFT JOIN ${DIRECTORY_SCHEMA}.people a ON a.id = b.artist_id
        WHERE b.id = ANY($1::uuid[])`,
      [ids],
    );
    return rows;
  }

  campaignsOf(curatorId: string): Promise<CampaignResponse[]> {
    return this.campaigns('c.curator_id = $1', curatorId);
  }

  /** The campaigns run on the artist's bounties. */
  campaignsOnBountiesOf(artistId: string): Promise<CampaignResponse[]> {
    return this.campaigns('c.artist_id = $1', artistId);
  }

  async campaignById(id: string): Promise<CampaignResponse | null> {
    return (await this.campaigns('c.id = $1', id))[0] ?? null;
  }

  /** Open bounties with something due (the sweep's work): each one the rules will act on (decision 0018). */
  async overdue(now: Date, limit: number): Promise<DeadlineTarget[]> {
    const { rows } = await this.pool.query<DeadlineTarget>(
      `SELECT 'bounty' AS kind, song_id AS "songId", id AS "bountyId" FROM ${BOUNTIES_SCHEMA}.bounties WHERE status = 'open' AND due_at <= $1 ORDER BY due_at LIMIT $2`,
      [now, limit],
    );
    return rows;
  }

  private async campaigns(where: string, param: string): Promise<CampaignResponse[]> {
    return (await this.pool.query<CampaignResponse>(`${CAMPAIGN_SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id`, [param])).rows;
  }
}
