import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { PlaylistResponse, TagCategory, TagResponse } from '#catalog';
import { PG_POOL } from '#platform';
import type { ScoredTag } from '../../domain/match-score.js';
import { MATCHING_SCHEMA } from './matching-schema.js';
import type { MatchingPlaylist } from './playlist.entity.js';

/** A playlists row as the queries select it (see {@link PLAYLIST_COLUMNS}). */
export type PlaylistRecord = Omit<MatchingPlaylist, 'foldedName' | 'compactName' | 'tagWeight'>;

/** The select list of a playlist row `p`, aliased to {@link PlaylistRecord}'s properties. */
export const PLAYLIST_COLUMNS = `p.id, p.curator_id as "curatorId", p.name, p.description, p.platform, p.playlist_url as "playlistUrl",
  p.cover_image_url as "coverImageUrl", p.follower_count::float8 as "followerCount", p.track_count::float8 as "trackCount",
  p.accepting_submissions as "acceptingSubmissions", p.review_price::float8 as "reviewPrice", p.placement_price::float8 as "placementPrice",
  p.tag_ids as "tagIds", p.created_at as "createdAt"`;

/**
 * The SQL condition that the curator `curatorId` (a column) takes requests: a playlist of a
 * deactivated curator, or of one an admin made an artist only, is neither found nor matched
 * (decision 0013). "Not one of those who take none" rather than "an active curator", so that it
 * reads people's partial index of them and keeps a playlist whose curator matching has no row of.
 */
export const curatorTakesRequests = (curatorId: string): string =>
  `not exists (select 1 from ${MATCHING_SCHEMA}.people c where c.id = ${curatorId} and (not c.is_active or c.role = 'artist'))`;

/** Tags by id from matching's copy of the taxonomy. */
export type TagsById = ReadonlyMap<number, TagResponse>;

export const scoredTags = (ids: readonly number[], tags: TagsById): ScoredTag[] =>
  ids.map((id) => ({ id, category: tags.get(id)?.category ?? '' }));

/** Playlist rows as the API shows them (catalog's PlaylistResponse), their tags named from matching's tags table. */
@Injectable()
export class PlaylistCards {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The tags with these ids (unknown ids are left out). */
  async tags(ids: readonly number[]): Promise<TagsById> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.pool.query<{ id: number; name: string; category: TagCategory }>(
      `select id, name, category from ${MATCHING_SCHEMA}.tags where id = any($1::int[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((tag) => [tag.id, tag]));
  }

  async cards(rows: readonly PlaylistRecord[]): Promise<PlaylistResponse[]> {
    const tags = await this.tags(rows.flatMap((row) => row.tagIds));
    return rows.map((row) => toPlaylistResponse(row, tags));
  }
}

export function toPlaylistResponse(row: PlaylistRecord, tags: TagsById): PlaylistResponse {
  return {
    id: row.id,
    curatorId: row.curatorId,
    name: row.name,
    description: row.description,
    platform: row.platform,
    playlistUrl: row.playlistUrl,
    spotifyUrl: row.platform === 'spotify' ? row.playlistUrl : null,
    coverImageUrl: row.coverImageUrl,
    coverArtUrl: row.coverImageUrl,
    tags: row.tagIds.flatMap((id) => tags.get(id) ?? []),
    followerCount: row.followerCount,
    trackCount: row.trackCount,
    acceptingSubmissions: row.acceptingSubmissions,
    reviewPrice: row.reviewPrice,
    placementPrice: row.placementPrice,
    createdAt: row.createdAt.toISOString(),
  };
}
