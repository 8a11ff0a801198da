import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBody, RateLimit } from '#platform';
import { ArtistSearchResult } from '../../contracts/matching.responses.js';
import { SEARCH_LIMIT, searchCriteria } from '../../domain/search-criteria.js';
import { Search } from '../../read-models/matching/search.query.js';
import { NOTHING_TO_SEARCH, SearchQuery } from './search.request.dto.js';

/** Spec 2.9: open to visitors too; limited per address. */
@ApiTags('search')
@Controller('search')
export class SearchArtistsController {
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
}
