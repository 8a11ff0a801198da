import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '#platform';
import { Songs } from '../../application/songs.js';
import { HoldSongCommand, type HoldSongOutcome } from '../../contracts/song-hold.commands.js';

/** The marketplace holds a song for a bounty or a request; a refusal is an answer (the bounty or request is voided), not an error. */
@CommandHandler(HoldSongCommand)
export class HoldSongHandler implements ICommandHandler<HoldSongCommand, HoldSongOutcome> {
  constructor(private readonly songs: Songs) {}

  async execute({ songId, artistId, holdId, hold, amount, context }: HoldSongCommand): Promise<HoldSongOutcome> {
    try {
      return { held: true, position: await this.songs.decide({ type: 'HoldSong', songId, artistId, holdId, hold, amount }, context) };
    } catch (error) {
      if (error instanceof DomainError) return { held: false, reason: error.message };
      throw error;
    }
  }
}
