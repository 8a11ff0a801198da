import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlaylistResponse } from '#catalog';
import { ErrorBody, RateLimit } from '#platform';
import { SEARCH_LIMIT, searchCriteria } from '../../domain/search-criteria.js';
import { Search } from '../../read-models/matching/search.query.js';
import { NOTHING_TO_SEARCH, SearchQuery } from './search.request.dto.js';

/** Spec 2.9: open to visitors too; limited per address. */
@ApiTags('search')
@Controller('search')
export class SearchPlaylistsController {
  constructor(private readonly search: Search) {}

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
