import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlaylistResponse } from '#catalog';
import { ErrorBody, RateLimit } from '#platform';
import { ArtistSearchResult, CuratorSearchResult } from '../../contracts/matching.responses.js';
import { SEARCH_LIMIT, searchCriteria } from '../../domain/search-criteria.js';
import { Search } from '../../read-models/matching/search.query.js';
import { SearchQuery } from './search.request.dto.js';

const NOTHING_TO_SEARCH = 'an empty list when both q and tags are empty';

/** Spec 2.9: open to visitors too; limited per address. */
@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly search: Search) {}

  @Get('artists')
  @RateLimit('search')
  @ApiOperation({ summary: `Artists by name and by the tags of their visible songs, most relevant first (at most ${SEARCH_LIMIT}); ${NOTHING_TO_SEARCH}` })
  @ApiOkResponse({ type: [ArtistSearchResult] })
  @ApiBadRequestResponse({ type: ErrorBody })
  async searchArtists(@Query() query: SearchQuery): Promise<ArtistSearchResult[]> {
    const criteria = searchCriteria(query.q, query.tags);
    return criteria ? this.search.artists(criteria) : [];
  }

  @Get('curators')
  @RateLimit('search')
  @ApiOperation({ summary: `Curators by name and by the tags of their playlists, most relevant first (at most ${SEARCH_LIMIT}); ${NOTHING_TO_SEARCH}` })
  @ApiOkResponse({ type: [CuratorSearchResult] })
  @ApiBadRequestResponse({ type: ErrorBody })
  async searchCurators(@Query() query: SearchQuery): Promise<CuratorSearchResult[]> {
    const criteria = searchCriteria(query.q, query.tags);
    return criteria ? this.search.curators(criteria) : [];
  }

  @Get('playlists')
  @RateLimit('search')
  @ApiOperation({ summary: `Playlists, closed ones too, by name and tags, most relevant first (at most ${SEARCH_LIMIT}); ${NOTHING_TO_SEARCH}` })
  @ApiOkResponse({ type: [PlaylistResponse] })
  @ApiBadRequestResponse({ type: ErrorBody })
  async searchPlaylists(@Query() query: SearchQuery): Promise<PlaylistResponse[]> {
    const criteria = searchCriteria(query.q, query.tags);
    return criteria ? this.search.playlists(criteria) : [];
  }
}
