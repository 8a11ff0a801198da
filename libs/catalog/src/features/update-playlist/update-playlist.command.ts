import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { PlaylistInput } from '../../domain/playlist.decide.js';

export class UpdatePlaylistCommand extends Command<Position | null> {
  constructor(
    readonly playlistId: string,
    readonly actorId: string,
    /** Optional fields left out keep their value. */
    readonly input: PlaylistInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}
