import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBody, RateLimit } from '#platform';
import { CuratorSearchResult } from '../../contracts/matching.responses.js';
import { SEARCH_LIMIT, searchCriteria } from '../../domain/search-criteria.js';
import { Search } from '../../read-models/matching/search.query.js';
import { NOTHING_TO_SEARCH, SearchQuery } from './search.request.dto.js';

/** Spec 2.9: open to visitors too; limited per address. */
@ApiTags('search')
@Controller('search')
export class SearchCuratorsController {
  constructor(private readonly search: Search) {}

  @Get('curators')
  @RateLimit('search')
  @ApiOperation({ summary: `Curators by name and by the tags of their playlists, most relevant first (at most ${SEARCH_LIMIT}); ${NOTHING_TO_SEARCH}` })
  @ApiOkResponse({ type: [CuratorSearchResult] })
  @ApiBadRequestResponse({ type: ErrorBody })
  async searchCurators(@Query() query: SearchQuery): Promise<CuratorSearchResult[]> {
    const criteria = searchCriteria(query.q, query.tags);
    return criteria ? this.search.curators(criteria) : [];
  }
}
