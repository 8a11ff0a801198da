import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Songs } from '../../application/songs.js';
import { SetSongVisibilityCommand } from './set-song-visibility.command.js';

@CommandHandler(SetSongVisibilityCommand)
export class SetSongVisibilityHandler implements ICommandHandler<SetSongVisibilityCommand, Position | null> {
  constructor(private readonly songs: Songs) {}

  execute({ actorId, songId, isActive, context }: SetSongVisibilityCommand): Promise<Position | null> {
    return this.songs.decide({ type: 'SetSongVisibility', songId, actorId, isActive }, context);
  }
}
