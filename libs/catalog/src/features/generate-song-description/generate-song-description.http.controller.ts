import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody, RateLimit, SessionAuthGuard } from '#platform';
import { SongDescriptionResponse } from '../../contracts/catalog.responses.js';
import { GenerateSongDescriptionRequest } from './generate-song-description.request.dto.js';
import { SongDescriptionWriter } from './song-description-writer.js';

@ApiTags('songs')
@Controller('songs')
export class GenerateSongDescriptionController {
  constructor(private readonly writer: SongDescriptionWriter) {}

  @Post('generate-description')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SessionAuthGuard)
  @RateLimit('songDescription')
  @ApiCookieAuth()
  @ApiOperation({ summary: "Write a song description (at most 500 characters) from the title, the tags' names and what the artist wrote so far" })
  @ApiOkResponse({ type: SongDescriptionResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  async generateDescription(@Body() body: GenerateSongDescriptionRequest): Promise<SongDescriptionResponse> {
    return { description: await this.writer.describe(body) };
  }
}
