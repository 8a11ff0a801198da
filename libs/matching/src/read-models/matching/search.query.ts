import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { PlaylistResponse } from '#catalog';
import { PG_POOL } from '#platform';
import type { ArtistSearchResult, CuratorSearchResult } from '../../contracts/matching.responses.js';
import { SEARCH_LIMIT, type SearchCriteria } from '../../domain/search-criteria.js';
import type { SearchText } from '../../domain/search-text.js';
import { MATCHING_SCHEMA as S } from './matching-schema.js';
import { PLAYLIST_COLUMNS, PlaylistCards, type PlaylistRecord } from './playlist-cards.js';

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
 * with pg_trgm GIN indexes). Each word of the query must be in the name: its compact form inside
 * the compact name (any case, spacing or punctuation), or a word of the name like it (pg_trgm's
 * `<%`: word similarity at least 0.6, its default, which lets a letter or two of a word differ).
 * Best first: the same name, then a name that starts with the query, then one that contains it
 * whole, then by the query's word similarity to the name.
 */
function matchName(params: Parameters, alias: string, text: SearchText, words: readonly SearchText[], clauses: Clauses): void {
  const contains = (compact: string): string => `${alias}.compact_name like '%' || ${compact} || '%'`;
  for (const word of words) {
    clauses.where.push(`(${contains(params.add(word.compact, 'text'))} or ${params.add(word.folded, 'text')} <% ${alias}.folded_name)`);
  }
  const compact = params.add(text.compact, 'text');
  clauses.orderBy.push(
    `case when ${alias}.compact_name = ${compact} then 0 when ${alias}.compact_name like ${compact} || '%' then 1 when ${contains(compact)} then 2 else 3 end`,
    `word_similarity(${params.add(text.folded, 'text')}, ${alias}.folded_name) desc`,
  );
}

/** `GET /api/search/artists|curators|playlists`: anyone may search; never a hidden song's data. */
@Injectable()
export class Search {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly cards: PlaylistCards,
  ) {}

  /** Artists (role artist or both) by name; with tags, those with a visible song with any of them (the most such songs first). */
  async artists(criteria: SearchCriteria): Promise<ArtistSearchResult[]> {
    const params = new Parameters();
    const clauses: Clauses = { from: [`${S}.people x`], where: [`x.role in ('artist', 'both')`], orderBy: [] };
    if (criteria.text) matchName(params, 'x', criteria.text, criteria.words, clauses);
    if (criteria.tagIds.length > 0) {
      const tags = params.add(criteria.tagIds, 'int[]');
      clauses.from.push(`join (select artist_id as id, count(*) as hits from ${S}.songs where is_active and tag_ids && ${tags} group by artist_id) tagged using (id)`);
      clauses.orderBy.push('tagged.hits desc');
    }
    clauses.orderBy.push('"songCount" desc', 'x.folded_name', 'x.id');
    const songCount = `(select count(*)::int from ${S}.songs s where s.artist_id = x.id and s.is_active) as "songCount"`;
    return this.select<ArtistSearchResult>(`${PERSON_COLUMNS}, ${songCount}`, clauses, params);
  }

  /** Curators (curator or both, profile complete) by name; with tags, those with a playlist with any of them (the most such playlists first). */
  async curators(criteria: SearchCriteria): Promise<CuratorSearchResult[]> {
    const params = new Parameters();
    const clauses: Clauses = { from: [`${S}.people x`], where: [`x.role in ('curator', 'both')`, 'x.curator_profile_complete'], orderBy: [] };
    if (criteria.text) matchName(params, 'x', criteria.text, criteria.words, clauses);
    if (criteria.tagIds.length > 0) {
      const tags = params.add(criteria.tagIds, 'int[]');
      clauses.from.push(
        `join (select curator_id as id, count(distinct playlist_id) as hits from ${S}.playlist_tags where tag_id = any(${tags}) group by curator_id) tagged using (id)`,
      );
      clauses.orderBy.push('tagged.hits desc');
    }
    clauses.from.push(
      `cross join lateral (select count(*)::int as "playlistCount", coalesce(sum(p.follower_count), 0)::float8 as "totalFollowers"
         from ${S}.playlists p where p.curator_id = x.id) stats`,
    );
    clauses.orderBy.push('stats."totalFollowers" desc', 'x.folded_name', 'x.id');
    return this.select<CuratorSearchResult>(`${PERSON_COLUMNS}, stats."playlistCount", stats."totalFollowers"`, clauses, params);
  }

  /** Playlists, closed ones too (their card says "Closed"), by name and with any of the tags (the most shared tags first). */
  async playlists(criteria: SearchCriteria): Promise<PlaylistResponse[]> {
    const params = new Parameters();
    const clauses: Clauses = { from: [`${S}.playlists p`], where: [], orderBy: [] };
    if (criteria.text) matchName(params, 'p', criteria.text, criteria.words, clauses);
    if (criteria.tagIds.length > 0) {
      const tags = params.add(criteria.tagIds, 'int[]');
      clauses.from.push(`join (select playlist_id as id, count(*) as hits from ${S}.playlist_tags where tag_id = any(${tags}) group by playlist_id) tagged using (id)`);
      clauses.orderBy.push('tagged.hits desc');
    }
    clauses.orderBy.push('p.follower_count desc', 'p.folded_name', 'p.id');
    return this.cards.cards(await this.select<PlaylistRecord>(PLAYLIST_COLUMNS, clauses, params));
  }

  private async select<Result extends pg.QueryResultRow>(columns: string, { from, where, orderBy }: Clauses, params: Parameters): Promise<Result[]> {
    const { rows } = await this.pool.query<Result>(
      `select ${columns} from ${from.join(' ')} ${where.length > 0 ? `where ${where.join(' and ')}` : ''} order by ${orderBy.join(', ')} limit ${SEARCH_LIMIT}`,
      params.values,
    );
    return rows;
  }
}
