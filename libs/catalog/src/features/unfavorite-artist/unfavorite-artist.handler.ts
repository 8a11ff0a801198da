import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedCommands } from '#platform';
import { favoritesDecider } from '../../domain/favorites.decide.js';
import { favoritesStream } from '../../domain/favorite.events.js';
import { UnfavoriteArtistCommand } from './unfavorite-artist.command.js';

@CommandHandler(UnfavoriteArtistCommand)
export class UnfavoriteArtistHandler implements ICommandHandler<UnfavoriteArtistCommand, void> {
  constructor(private readonly commands: EventSourcedCommands) {}

  async execute({ userId, artistId, context }: UnfavoriteArtistCommand): Promise<void> {
    await this.commands.execute({ streamId: favoritesStream(userId), decider: favoritesDecider, command: { type: 'UnfavoriteArtist', userId, artistId }, context });
  }
}
