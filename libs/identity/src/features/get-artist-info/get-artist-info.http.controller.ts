import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBody, RateLimit } from '#platform';
import { ArtistInfoCache } from './artist-info.cache.js';
import { ArtistInfoQuery, ArtistInfoResponse } from './artist-info.request.dto.js';

@ApiTags('spotify')
@Controller('spotify')
export class GetArtistInfoController {
  constructor(private readonly cache: ArtistInfoCache) {}

  @Get('artist-info')
  @RateLimit('artistInfo')
  @ApiOperation({ summary: "An artist's picture from a Spotify artist URL (cached one hour); image null when unknown or unavailable" })
  @ApiOkResponse({ type: ArtistInfoResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  async getArtistInfo(@Query() query: ArtistInfoQuery): Promise<ArtistInfoResponse> {
    return { image: await this.cache.image(query.artistUrl) };
  }
}
