import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Songs } from '../../application/songs.js';
import { ReleaseSongCommand } from '../../contracts/song-hold.commands.js';

/** The bounty or request that held the song ended. */
@CommandHandler(ReleaseSongCommand)
export class ReleaseSongHandler implements ICommandHandler<ReleaseSongCommand, Position | null> {
  constructor(private readonly songs: Songs) {}

  execute({ songId, holdId, placed, context }: ReleaseSongCommand): Promise<Position | null> {
    return this.songs.decide({ type: 'ReleaseSong', songId, holdId, placed }, context);
  }
}
