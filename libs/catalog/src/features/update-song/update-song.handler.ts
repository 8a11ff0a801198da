import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Songs } from '../../application/songs.js';
import { UpdateSongCommand } from './update-song.command.js';

@CommandHandler(UpdateSongCommand)
export class UpdateSongHandler implements ICommandHandler<UpdateSongCommand, Position | null> {
  constructor(private readonly songs: Songs) {}

  execute({ actorId, songId, details, context }: UpdateSongCommand): Promise<Position | null> {
    return this.songs.writeDetails({ type: 'UpdateSong', songId, actorId, details }, context);
  }
}
