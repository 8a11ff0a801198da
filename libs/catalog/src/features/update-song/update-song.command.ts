import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { SongDetails } from '../../domain/song.events.js';

export class UpdateSongCommand extends Command<Position | null> {
  constructor(
    readonly actorId: string,
    readonly songId: string,
    /** The whole form (not a diff). */
    readonly details: SongDetails,
    readonly context: CommandContext,
  ) {
    super();
  }
}
