import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import type { CuratorFit, MatchScores } from '../../contracts/match-scores.js';
import { matchScore, scoreOfSides, scoreSide } from '../../domain/match-score.js';
import { MATCHING_SCHEMA } from './matching-schema.js';
import { PlaylistCards, scoredTags } from './playlist-cards.js';

/** The score from which a playlist counts as a likely placement (the yellow band of spec section 9). */
const LIKELY_PLACEMENT_SCORE = 60;

interface Tagged {
  readonly id: string;
  readonly tagIds: number[];
}

/** {@link MatchScores} over matching's own read model, with the formula of the MatchMe dialog (domain/match-score.ts). */
@Injectable()
export class MatchScoresQuery implements MatchScores {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly cards: PlaylistCards,
  ) {}

  async scoreOf(songId: string, playlistId: string): Promise<number> {
    const [songs, playlists] = await Promise.all([
      this.tagged(`select id, tag_ids as "tagIds" from ${MATCHING_SCHEMA}.songs where id = $1::uuid`, [songId]),
      this.tagged(`select id, tag_ids as "tagIds" from ${MATCHING_SCHEMA}.playlists where id = $1::uuid`, [playlistId]),
    ]);
    if (!songs[0] || !playlists[0]) return 0;
    const tags = await this.cards.tags([...songs[0].tagIds, ...playlists[0].tagIds]);
    return matchScore(scoredTags(songs[0].tagIds, tags), scoredTags(playlists[0].tagIds, tags)).percentage;
  }

  async fitForCurator(songIds: readonly string[], curatorId: string): Promise<Map<string, CuratorFit>> {
    const scored = await this.scoresForCurator(songIds, curatorId);
    const fits = new Map<string, CuratorFit>(songIds.map((id) => [id, { matchScore: 0, estimatedPlaylists: 0 }]));
    for (const [songId, scores] of scored) {
      const values = scores.map(({ score }) => score);
      fits.set(songId, { matchScore: Math.max(0, ...values), estimatedPlaylists: values.filter((score) => score >= LIKELY_PLACEMENT_SCORE).length });
    }
    return fits;
  }

  async bestPlaylistFor(songId: string, curatorId: string): Promise<{ playlistId: string; score: number } | null> {
    const scores = (await this.scoresForCurator([songId], curatorId)).get(songId) ?? [];
    return scores.reduce<{ playlistId: string; score: number } | null>((best, next) => (!best || next.score > best.score ? next : best), null);
  }

  /** Every known song's score against each of the curator's playlists that accept submissions. */
  private async scoresForCurator(songIds: readonly string[], curatorId: string): Promise<Map<string, { playlistId: string; score: number }[]>> {
    if (songIds.length === 0) return new Map();
    const [songs, playlists] = await Promise.all([
      this.tagged(`select id, tag_ids as "tagIds" from ${MATCHING_SCHEMA}.songs where id = any($1::uuid[])`, [songIds]),
      this.tagged(`select id, tag_ids as "tagIds" from ${MATCHING_SCHEMA}.playlists where curator_id = $1::uuid and accepting_submissions order by id`, [curatorId]),
    ]);
    const tags = await this.cards.tags([...songs, ...playlists].flatMap((row) => row.tagIds));
    // Each side worked out once: a curator's discovery scores every open bounty's song against each playlist.
    const sides = playlists.map((playlist) => ({ playlistId: playlist.id, side: scoreSide(scoredTags(playlist.tagIds, tags)) }));
    return new Map(
      songs.map((song) => {
        const songSide = scoreSide(scoredTags(song.tagIds, tags));
        return [song.id, sides.map(({ playlistId, side }) => ({ playlistId, score: scoreOfSides(songSide, side).percentage }))];
      }),
    );
  }

  private async tagged(sql: string, params: readonly unknown[]): Promise<Tagged[]> {
    return (await this.pool.query<Tagged>(sql, [...params])).rows;
  }
}
