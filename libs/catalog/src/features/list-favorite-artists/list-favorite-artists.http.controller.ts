import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, ErrorBody, EventSourcedCommands, SessionAuthGuard } from '#platform';
import { FavoriteArtistsResponse } from '../../contracts/favorite.responses.js';
import { favoritesDecider } from '../../domain/favorites.decide.js';
import { favoritesStream } from '../../domain/favorite.events.js';

@ApiTags('favorites')
@Controller('favorites')
export class ListFavoriteArtistsController {
  constructor(private readonly commands: EventSourcedCommands) {}

  /** From the user's own favourites stream (a few ids): a favourite shows at once, with no read model to wait for. */
  @Get('artists')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "The ids of the signed-in user's favourite artists" })
  @ApiOkResponse({ type: FavoriteArtistsResponse })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  async listFavoriteArtists(@CurrentUserId() userId: string): Promise<FavoriteArtistsResponse> {
    const { state } = await this.commands.load(favoritesStream(userId), favoritesDecider);
    return { artistIds: [...state] };
  }
}
