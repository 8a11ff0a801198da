import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { PlaylistResponse } from '#catalog';
import { PG_POOL } from '#platform';
import type { ArtistSearchResult, CuratorSearchResult } from '../../contracts/matching.responses.js';
import { SEARCH_LIMIT, type SearchCriteria } from '../../domain/search-criteria.js';
import type { SearchText } from '../../domain/search-text.js';
import { MATCHING_SCHEMA as S } from './matching-schema.js';
import { curatorTakesRequests, PLAYLIST_COLUMNS, PlaylistCards, type PlaylistRecord } from './playlist-cards.js';

/** A person as search shows them, before the figures counted per result. */
type Person = Omit<ArtistSearchResult, 'songCount'>;

const PERSON_COLUMNS = `x.id, x.first_name as "firstName", x.last_name as "lastName", x.display_name as "displayName",
  x.profile_image_url as "profileImageUrl", x.bio, x.location, x.is_verified as "isVerified"`;

/** A statement's parameters, numbered as they are added. */
class Parameters {
  readonly values: unknown[] = [];

  add(value: unknown, type: 'text' | 'int[]'): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/** What a search selects from, keeps and orders by, built up by the criteria it has. */
interface Clauses {
  readonly from: string[];
  readonly where: string[];
  readonly orderBy: string[];
}

/**
 * The name search of domain/search-text.ts on row `alias` (its folded_name and compact_name, both
 * with pg_trgm GIN indexes): every word of the query inside the compact name (any case, order,
 * spacing or punctuation), or the name like the whole query (pg_trgm's `<%`: word similarity at
 * least 0.6, its default, which lets a letter or two per word differ). The substring test comes
 * first in both the filter and the order, so that a name it finds costs no similarity (some 5 µs
 * a name). Best first: the same name, then a name that starts with the query, then one that
 * contains it whole, then one that holds all its words, then by similarity.
 */
function matchName(params: Parameters, alias: string, text: SearchText, words: readonly SearchText[], clauses: Clauses): void {
  const contains = (compact: string): string => `${alias}.compact_name like '%' || ${compact} || '%'`;
  const allWords = words.map((word) => contains(params.add(word.compact, 'text'))).join(' and ');
  const folded = params.add(text.folded, 'text');
  const compact = params.add(text.compact, 'text');
  clauses.where.push(`((${allWords}) or ${folded} <% ${alias}.folded_name)`);
  clauses.orderBy.push(
    `case when ${alias}.compact_name = ${compact} then 0 when ${alias}.compact_name like ${compact} || '%' then 1 when ${contains(compact)} then 2 else 3 end`,
    `case when ${allWords} then 1 else word_similarity(${folded}, ${alias}.folded_name) end desc`,
  );
}

/** `GET /api/search/artists|curators|playlists`: anyone may search; never a hidden song's data. */
@Injectable()
export class Search {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly cards: PlaylistCards,
  ) {}

  /**
   * Artists (role artist or both, not deactivated) by name; with tags, those with a visible song with any of them
   * (the most such songs first); then by name. `songCount` counts visible songs only.
   */
  async artists(criteria: SearchCriteria): Promise<ArtistSearchResult[]> {
    const params = new Parameters();
    const clauses: Clauses = { from: [`${S}.people x`], where: [`x.role in ('artist', 'both')`, 'x.is_active'], orderBy: [] };
    if (criteria.text) matchName(params, 'x', criteria.text, criteria.words, clauses);
    if (criteria.tagIds.length > 0) {
      const tags = params.add(criteria.tagIds, 'int[]');
      clauses.from.push(`join (select artist_id as id, count(*) as hits from ${S}.songs where is_active and tag_ids && ${tags} group by artist_id) tagged using (id)`);
      clauses.orderBy.push('tagged.hits desc');
    }
    clauses.orderBy.push('x.folded_name', 'x.id');
    const people = await this.select<Person>(PERSON_COLUMNS, clauses, params, criteria.text !== null);
    const counts = await this.countsOf<{ songCount: number }>(
      `select artist_id as id, count(*)::int as "songCount" from ${S}.songs where artist_id = any($1::uuid[]) and is_active group by artist_id`,
      people,
    );
    return people.map((person) => ({ ...person, songCount: counts.get(person.id)?.songCount ?? 0 }));
  }

  /**
   * Curators (curator or both, profile complete, not deactivated) by name; with tags, those with a playlist with any
   * of them (the most such playlists first); then by name.
   */
  async curators(criteria: SearchCriteria): Promise<CuratorSearchResult[]> {
    const params = new Parameters();
    const clauses: Clauses = { from: [`${S}.people x`], where: [`x.role in ('curator', 'both')`, 'x.curator_profile_complete', 'x.is_active'], orderBy: [] };
    if (criteria.text) matchName(params, 'x', criteria.text, criteria.words, clauses);
    if (criteria.tagIds.length > 0) {
      const tags = params.add(criteria.tagIds, 'int[]');
      clauses.from.push(
        `join (select curator_id as id, count(distinct playlist_id) as hits from ${S}.playlist_tags where tag_id = any(${tags}) group by curator_id) tagged using (id)`,
      );
      clauses.orderBy.push('tagged.hits desc');
    }
    clauses.orderBy.push('x.folded_name', 'x.id');
    const people = await this.select<Person>(PERSON_COLUMNS, clauses, params, criteria.text !== null);
    const counts = await this.countsOf<{ playlistCount: number; totalFollowers: number }>(
      `select curator_id as id, count(*)::int as "playlistCount", coalesce(sum(follower_count), 0)::float8 as "totalFollowers"
         from ${S}.playlists where curator_id = any($1::uuid[]) group by curator_id`,
      people,
    );
    return people.map((person) => ({ ...person, playlistCount: counts.get(person.id)?.playlistCount ?? 0, totalFollowers: counts.get(person.id)?.totalFollowers ?? 0 }));
  }

  /**
   * Playlists, closed ones too (their card says "Closed"), never of a curator who takes no requests (0013), by name
   * and with any of the tags (the most shared tags first); then the most followed first, then by name.
   */
  async playlists(criteria: SearchCriteria): Promise<PlaylistResponse[]> {
    if (!criteria.text) return this.cards.cards(await this.playlistsTagged(criteria.tagIds));
    const params = new Parameters();
    const clauses: Clauses = { from: [`${S}.playlists p`], where: [curatorTakesRequests('p.curator_id')], orderBy: [] };
    matchName(params, 'p', criteria.text, criteria.words, clauses);
    if (criteria.tagIds.length > 0) {
      const tags = params.add(criteria.tagIds, 'int[]');
      clauses.from.push(`join (select playlist_id as id, count(*) as hits from ${S}.playlist_tags where tag_id = any(${tags}) group by playlist_id) tagged using (id)`);
      clauses.orderBy.push('tagged.hits desc');
    }
    clauses.orderBy.push('p.follower_count desc', 'p.name', 'p.id');
    return this.cards.cards(await this.select<PlaylistRecord>(PLAYLIST_COLUMNS, clauses, params, true));
  }

  /** By tags alone, ranked from playlist_tags' covering index (as matching is), then the 50 read whole. */
  private async playlistsTagged(tagIds: readonly number[]): Promise<PlaylistRecord[]> {
    const { rows } = await this.pool.query<PlaylistRecord>(
      `with best as (
         select pt.playlist_id as id, count(*) as hits, pt.follower_count, pt.name
           from ${S}.playlist_tags pt where pt.tag_id = any($1::int[]) and ${curatorTakesRequests('pt.curator_id')}
          group by pt.playlist_id, pt.follower_count, pt.name
          order by hits desc, pt.follower_count desc, pt.name, pt.playlist_id
          limit ${SEARCH_LIMIT})
       select ${PLAYLIST_COLUMNS} from best join ${S}.playlists p using (id)
        order by best.hits desc, best.follower_count desc, best.name, p.id`,
      [tagIds],
    );
    return rows;
  }

  /** Per-person figures of the people found, by id: counted for those 50 only, after the search. */
  private async countsOf<Counts>(sql: string, people: readonly Person[]): Promise<Map<string, Counts>> {
    if (people.length === 0) return new Map();
    const { rows } = await this.pool.query<Counts & { id: string }>(sql, [people.map((person) => person.id)]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async select<Result extends pg.QueryResultRow>(columns: string, { from, where, orderBy }: Clauses, params: Parameters, byName: boolean): Promise<Result[]> {
    const sql = `select ${columns} from ${from.join(' ')} ${where.length > 0 ? `where ${where.join(' and ')}` : ''} order by ${orderBy.join(', ')} limit ${SEARCH_LIMIT}`;
    if (!byName) return (await this.pool.query<Result>(sql, params.values)).rows;
    const client = await this.pool.connect();
    try {
      // pg_trgm's similarity costs far more a row than the planner assumes: left to itself it
      // scans the whole table for a common word (about 550 ms at 100,000 playlists in
      // bench/matching) rather than read the trigram indexes (about 35 ms).
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<Result>(sql, params.values);
      await client.query('commit');
      return rows;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
