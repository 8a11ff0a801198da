import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Songs } from '../../application/songs.js';
import { DeleteSongCommand } from './delete-song.command.js';

@CommandHandler(DeleteSongCommand)
export class DeleteSongHandler implements ICommandHandler<DeleteSongCommand, Position | null> {
  constructor(private readonly songs: Songs) {}

  execute({ actorId, songId, context }: DeleteSongCommand): Promise<Position | null> {
    return this.songs.decide({ type: 'DeleteSong', songId, actorId }, context);
  }
}
