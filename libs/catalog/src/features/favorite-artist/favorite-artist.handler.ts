import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedCommands } from '#platform';
import { CatalogMembers } from '../../application/catalog-members.js';
import { favoritesDecider } from '../../domain/favorites.decide.js';
import { favoritesStream } from '../../domain/favorite.events.js';
import { FavoriteArtistCommand } from './favorite-artist.command.js';

@CommandHandler(FavoriteArtistCommand)
export class FavoriteArtistHandler implements ICommandHandler<FavoriteArtistCommand, void> {
  constructor(
    private readonly members: CatalogMembers,
    private readonly commands: EventSourcedCommands,
  ) {}

  async execute({ userId, artistId, context }: FavoriteArtistCommand): Promise<void> {
    const artist = await this.members.get(artistId);
    await this.commands.execute({
      streamId: favoritesStream(userId),
      decider: favoritesDecider,
      command: { type: 'FavoriteArtist', userId, artistId, artist },
      context,
    });
  }
}
