import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { SongDetails } from '../../domain/song.events.js';

export interface AddedSong {
  readonly songId: string;
  readonly position: Position | null;
}

export class AddSongCommand extends Command<AddedSong> {
  constructor(
    readonly artistId: string,
    readonly details: SongDetails,
    readonly context: CommandContext,
  ) {
    super();
  }
}
