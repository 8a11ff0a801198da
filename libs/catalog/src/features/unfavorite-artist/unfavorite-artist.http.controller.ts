import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { type CommandContext, CurrentUserId, DomainError, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { FavoriteArtistResponse } from '../../contracts/favorite.responses.js';
import { ARTIST_ID_INVALID } from '../../domain/favorites.decide.js';
import { UnfavoriteArtistCommand } from './unfavorite-artist.command.js';

@ApiTags('favorites')
@Controller('favorites')
export class UnfavoriteArtistController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('artists/:artistId')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Takes an artist off the signed-in user's favourites; one not among them changes nothing and answers the same" })
  @ApiOkResponse({ type: FavoriteArtistResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: ARTIST_ID_INVALID })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  async unfavoriteArtist(@CurrentUserId() userId: string, @Param('artistId') artistId: string, @RequestContext() context: CommandContext): Promise<FavoriteArtistResponse> {
    if (!isUUID(artistId)) throw new DomainError('invalid', ARTIST_ID_INVALID);
    await this.commands.execute(new UnfavoriteArtistCommand(userId, artistId, context));
    return { artistId, favorited: false };
  }
}
