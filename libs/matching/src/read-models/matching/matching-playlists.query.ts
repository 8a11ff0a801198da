import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import type { MatchingPlaylistResponse } from '../../contracts/matching.responses.js';
import { GENRE, GENRE_MISMATCH_CAP, PLAYLIST_SIDE_POINTS, scoreOfSides, scoreSide, SONG_SIDE_POINTS, weightOf } from '../../domain/match-score.js';
import { MATCH_LIMIT, matchAccess, type SongToMatch } from '../../domain/matching-rules.js';
import { MATCHING_SCHEMA } from './matching-schema.js';
import { curatorTakesRequests, PLAYLIST_COLUMNS, PlaylistCards, type PlaylistRecord, scoredTags, toPlaylistResponse } from './playlist-cards.js';

interface SongRecord extends SongToMatch {
  readonly tagIds: number[];
}

interface MatchRecord extends PlaylistRecord {
  readonly curatorDisplayName: string | null;
  readonly curatorFirstName: string | null;
}

/**
 * The score of domain/match-score.ts in SQL, over the rows `pt` of one playlist's tags that the
 * song shares (grouped) and the parameters $2 the song's weight w(S) and $4 whether it has a
 * genre: the same integers, rounding (⌊(2n + d) / 2d⌋) and cap (no shared tag is a genre).
 * matching-playlists.query.spec.ts checks that both agree.
 */
const SCORE = `least(
  (2 * sum(pt.tag_weight)::int * (${SONG_SIDE_POINTS} * pt.playlist_weight + ${PLAYLIST_SIDE_POINTS} * $2::int) + $2::int * pt.playlist_weight)
    / (2 * $2::int * pt.playlist_weight),
  case when $4::boolean and not bool_or(pt.is_genre) then ${GENRE_MISMATCH_CAP} else 100 end)`;

/**
 * The best playlists for a song, from playlist_tags' covering index on tag_id: only the rows of the
 * song's own tags ($1) are read, of match candidates (domain/matching-rules.ts: open to
 * submissions, of a curator who takes requests, not the artist's ($3) own), so every playlist scored shares a tag (its score is
 * above 0). Grouped by playlist, scored, the best {@link MATCH_LIMIT} by score, then followers,
 * then name are read whole.
 */
const BEST_MATCHES = `
  with best as (
    select pt.playlist_id as id, ${SCORE} as score, pt.follower_count, pt.name
      from ${MATCHING_SCHEMA}.playlist_tags pt
     where pt.tag_id = any($1::int[]) and pt.accepting_submissions and pt.curator_id <> $3::uuid and ${curatorTakesRequests('pt.curator_id')}
     group by pt.playlist_id, pt.playlist_weight, pt.follower_count, pt.name
     order by score desc, pt.follower_count desc, pt.name, pt.playlist_id
     limit ${MATCH_LIMIT})
  select ${PLAYLIST_COLUMNS}, c.display_name as "curatorDisplayName", c.first_name as "curatorFirstName"
    from best join ${MATCHING_SCHEMA}.playlists p using (id)
    left join ${MATCHING_SCHEMA}.people c on c.id = p.curator_id
   order by best.score desc, best.follower_count desc, best.name, p.id`;

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
      weightOf(songTags),
      song.artistId,
      songTags.some((tag) => tag.category === GENRE),
    ]);
    const tags = await this.cards.tags(rows.flatMap((row) => row.tagIds));
    const songSide = scoreSide(songTags);
    return rows.map((row) => {
      const { percentage, sharedTagIds } = scoreOfSides(songSide, scoreSide(scoredTags(row.tagIds, tags)));
      const curator = { id: row.curatorId, displayName: row.curatorDisplayName, firstName: row.curatorFirstName ?? '' };
      // Assigned, not spread: see toUserResponse (#identity) for what a spread of this size costs.
      return Object.assign(toPlaylistResponse(row, tags), { matchPercentage: percentage, sharedTagIds, curator });
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
