import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import type { CuratorFit, MatchScores, TaggedSong } from '../../contracts/match-scores.js';
import { matchScore, percentageOfSides, type ScoreSide, scoreSide } from '../../domain/match-score.js';
import { PlaylistsByTag } from '../../domain/playlists-by-tag.js';
import { CuratorFitsMemo, type KnownSides, playlistsKey } from './curator-fits.memo.js';
import { MATCHING_SCHEMA } from './matching-schema.js';
import { PlaylistCards, scoredTags } from './playlist-cards.js';

/** The score from which a playlist counts as a likely placement (the yellow band of spec section 9). */
const LIKELY_PLACEMENT_SCORE = 60;

/** A song or a playlist as the scores read it: its id and its tags. */
type Tagged = TaggedSong;

/** {@link MatchScores} over matching's own read model, with the formula of the MatchMe dialog (domain/match-score.ts). */
@Injectable()
export class MatchScoresQuery implements MatchScores {
  private readonly kept = new CuratorFitsMemo();

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly cards: PlaylistCards,
  ) {}

  async scoreOf(songId: string, playlistId: string): Promise<number> {
    const [songs, playlists] = await Promise.all([
      this.songById(songId),
      this.tagged(`select id, tag_ids as "tagIds" from ${MATCHING_SCHEMA}.playlists where id = $1::uuid`, [playlistId]),
    ]);
    if (!songs[0] || !playlists[0]) return 0;
    const tags = await this.cards.tags([...songs[0].tagIds, ...playlists[0].tagIds]);
    return matchScore(scoredTags(songs[0].tagIds, tags), scoredTags(playlists[0].tagIds, tags)).percentage;
  }

  async fitForCurator(songs: readonly TaggedSong[], curatorId: string): Promise<ReadonlyMap<string, CuratorFit>> {
    const playlists = await this.playlistsOf(curatorId);
    const key = playlistsKey(playlists);
    const kept = this.kept.get(songs, curatorId, key);
    if (kept) return kept;
    const earlier = songs.map(this.kept.earlierFits(curatorId, key));
    // A list that only lost bounties since the curator last asked: every fit carries over, and no tag needs reading.
    if (earlier.every((fit) => fit !== undefined)) return this.kept.set(songs, curatorId, key, new Map(songs.map((song, at) => [song.id, earlier[at] as CuratorFit])));
    const [songSides, playlistSides] = await Promise.all([this.kept.sidesOf(songs, (rows) => this.sidesOf(rows)), this.sidesOf(playlists)]);
    const fitOf = fitsAgainst(playlistSides.sides);
    const fits = new Map(songs.map((song, at) => [song.id, earlier[at] ?? fitOf(songSides.sides[at] as ScoreSide)]));
    // Fits made while matching's taxonomy lags behind a tag are answered, not kept.
    return songSides.allKnown && playlistSides.allKnown ? this.kept.set(songs, curatorId, key, fits) : fits;
  }

  async bestPlaylistFor(songId: string, curatorId: string): Promise<{ playlistId: string; score: number } | null> {
    const [songs, playlists] = await Promise.all([this.songById(songId), this.playlistsOf(curatorId)]);
    if (!songs[0]) return null;
    // One read of the tags for the song and the playlists alike.
    const [song, ...sides] = (await this.sidesOf([...songs, ...playlists])).sides as [ScoreSide, ...ScoreSide[]];
    const scores = playlists.map((playlist, at) => ({ playlistId: playlist.id, score: percentageOfSides(song, sides[at] as ScoreSide) }));
    return scores.reduce<{ playlistId: string; score: number } | null>((best, next) => (!best || next.score > best.score ? next : best), null);
  }

  /**
   * The score sides of songs or playlists, in their order, with the tags of all read at once. Each
   * side is worked out once and no object is made a pair: discovery scores every open bounty's song against each playlist.
   */
  private async sidesOf(rows: readonly Tagged[]): Promise<KnownSides> {
    const ids = rows.flatMap((row) => row.tagIds);
    const tags = await this.cards.tags(ids);
    return { sides: rows.map((row) => scoreSide(scoredTags(row.tagIds, tags))), allKnown: ids.every((id) => tags.has(id)) };
  }

  private songById(songId: string): Promise<Tagged[]> {
    return this.tagged(`select id, tag_ids as "tagIds" from ${MATCHING_SCHEMA}.songs where id = $1::uuid`, [songId]);
  }

  /** The curator's playlists that accept submissions. */
  private playlistsOf(curatorId: string): Promise<Tagged[]> {
    return this.tagged(`select id, tag_ids as "tagIds" from ${MATCHING_SCHEMA}.playlists where curator_id = $1::uuid and accepting_submissions order by id`, [curatorId]);
  }

  private async tagged(sql: string, params: readonly unknown[]): Promise<Tagged[]> {
    return (await this.pool.query<Tagged>(sql, [...params])).rows;
  }
}

/** A song's fit for a curator: its best score against the playlists, and how many of them it likely places on. */
function fitsAgainst(playlists: readonly ScoreSide[]): (song: ScoreSide) => CuratorFit {
  const byTag = new PlaylistsByTag(playlists);
  return (song) => {
    let matchScore = 0;
    let estimatedPlaylists = 0;
    byTag.forEachScore(song, (score) => {
      matchScore = Math.max(matchScore, score);
      if (score >= LIKELY_PLACEMENT_SCORE) estimatedPlaylists++;
    });
    return { matchScore, estimatedPlaylists };
  };
}
