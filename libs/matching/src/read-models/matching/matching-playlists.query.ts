import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import type { MatchingPlaylistResponse } from '../../contracts/matching.responses.js';
import { GENRE, GENRE_MISMATCH_CAP, matchScore, PLAYLIST_SIDE_POINTS, SONG_SIDE_POINTS, tagWeight, weightOf } from '../../domain/match-score.js';
import { MATCH_LIMIT, matchAccess, type SongToMatch } from '../../domain/matching-rules.js';
import { MATCHING_SCHEMA } from './matching-schema.js';
import { PLAYLIST_COLUMNS, PlaylistCards, type PlaylistRecord, scoredTags, toPlaylistResponse } from './playlist-cards.js';

interface SongRecord extends SongToMatch {
  readonly tagIds: number[];
}

interface MatchRecord extends PlaylistRecord {
  readonly curatorDisplayName: string | null;
  readonly curatorFirstName: string | null;
}

/**
 * The score of domain/match-score.ts in SQL, for ranking in the database, over the playlist `p`
 * and the parameters $1 the song's tag ids, $2 their weights, $3 the song's weight, $4 its genre
 * tag ids. The same integers, rounding (⌊(2n + d) / 2d⌋) and cap; query.spec checks that both agree.
 */
const SHARED_WEIGHT = '(select coalesce(sum(s.weight), 0)::int from unnest($1::int[], $2::int[]) as s(tag_id, weight) where s.tag_id = any(p.tag_ids))';
const SCORE = `least(
  (2 * ${SHARED_WEIGHT} * (${SONG_SIDE_POINTS} * p.tag_weight + ${PLAYLIST_SIDE_POINTS} * $3::int) + $3::int * p.tag_weight) / (2 * $3::int * p.tag_weight),
  case when cardinality($4::int[]) > 0 and not (p.tag_ids && $4::int[]) then ${GENRE_MISMATCH_CAP} else 100 end)`;

/**
 * The best playlists for a song, found through the GIN index on the playlists' tag arrays: only
 * those that share a tag with the song (so every score is above 0) and are match candidates
 * (domain/matching-rules.ts: open to submissions, not the artist's own) are scored; the best
 * {@link MATCH_LIMIT} by score, then followers, then name, are read whole.
 */
const BEST_MATCHES = `
  with best as (
    select p.id, ${SCORE} as score
      from ${MATCHING_SCHEMA}.playlists p
     where p.tag_ids && $1::int[] and p.accepting_submissions and p.curator_id <> $5::uuid
     order by score desc, p.follower_count desc, p.name, p.id
     limit ${MATCH_LIMIT})
  select ${PLAYLIST_COLUMNS}, c.display_name as "curatorDisplayName", c.first_name as "curatorFirstName"
    from best join ${MATCHING_SCHEMA}.playlists p using (id)
    left join ${MATCHING_SCHEMA}.people c on c.id = p.curator_id
   order by best.score desc, p.follower_count desc, p.name, p.id`;

/** `GET /api/songs/{id}/matching-playlists`: a song's matching playlists, best first, from matching's read model. */
@Injectable()
export class MatchingPlaylists {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly cards: PlaylistCards,
  ) {}

  /** @throws DomainError not_found for a malformed, unknown or deleted song; forbidden for another artist's. */
  async forSong(songId: string, viewerId: string): Promise<MatchingPlaylistResponse[]> {
    const song = isUUID(songId) ? await this.song(songId) : null;
    const access = matchAccess(song, viewerId);
    if (access instanceof Error) throw access;
    if (access === 'hidden' || !song || song.tagIds.length === 0) return [];

    const songTagsById = await this.cards.tags(song.tagIds);
    const songTags = scoredTags(song.tagIds, songTagsById);
    const { rows } = await this.pool.query<MatchRecord>(BEST_MATCHES, [
      songTags.map((tag) => tag.id),
      songTags.map((tag) => tagWeight(tag.category)),
      weightOf(songTags),
      songTags.filter((tag) => tag.category === GENRE).map((tag) => tag.id),
      song.artistId,
    ]);
    const tags = await this.cards.tags(rows.flatMap((row) => row.tagIds));
    return rows.map((row) => {
      const { percentage, sharedTagIds } = matchScore(songTags, scoredTags(row.tagIds, tags));
      const curator = { id: row.curatorId, displayName: row.curatorDisplayName, firstName: row.curatorFirstName ?? '' };
      return { ...toPlaylistResponse(row, tags), matchPercentage: percentage, sharedTagIds, curator };
    });
  }

  private async song(id: string): Promise<SongRecord | null> {
    const { rows } = await this.pool.query<SongRecord>(
      `select artist_id as "artistId", is_active as "isActive", tag_ids as "tagIds" from ${MATCHING_SCHEMA}.songs where id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }
}
