import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { FavoriteArtistResponse } from '../../contracts/favorite.responses.js';
import { ARTIST_ID_INVALID, ARTIST_NOT_FOUND, CANNOT_FAVORITE_YOURSELF } from '../../domain/favorites.decide.js';
import { FavoriteArtistCommand } from './favorite-artist.command.js';
import { FavoriteArtistRequest } from './favorite-artist.request.dto.js';

@ApiTags('favorites')
@Controller('favorites')
export class FavoriteArtistController {
  constructor(private readonly commands: CommandBus) {}

  /** No read model shows favourites (GET reads the stream), so there is nothing to wait for before answering. */
  @Post('artists')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Adds an artist to the signed-in user's favourites; favouriting again changes nothing and answers the same" })
  @ApiOkResponse({ type: FavoriteArtistResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: `${ARTIST_ID_INVALID} / ${CANNOT_FAVORITE_YOURSELF}` })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: ARTIST_NOT_FOUND })
  async favoriteArtist(@CurrentUserId() userId: string, @Body() body: FavoriteArtistRequest, @RequestContext() context: CommandContext): Promise<FavoriteArtistResponse> {
    await this.commands.execute(new FavoriteArtistCommand(userId, body.artistId, context));
    return { artistId: body.artistId, favorited: true };
  }
}
