import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Playlists } from '../../application/playlists.js';
import { DeletePlaylistCommand } from './delete-playlist.command.js';

@CommandHandler(DeletePlaylistCommand)
export class DeletePlaylistHandler implements ICommandHandler<DeletePlaylistCommand, Position | null> {
  constructor(private readonly playlists: Playlists) {}

  execute({ playlistId, actorId, context }: DeletePlaylistCommand): Promise<Position | null> {
    return this.playlists.decide({ type: 'DeletePlaylist', playlistId, actorId }, context);
  }
}
