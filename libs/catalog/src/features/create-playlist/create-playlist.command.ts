import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { PlaylistInput } from '../../domain/playlist.decide.js';

export interface PlaylistCreation {
  readonly playlistId: string;
  readonly position: Position | null;
}

export class CreatePlaylistCommand extends Command<PlaylistCreation> {
  constructor(
    readonly curatorId: string,
    readonly input: PlaylistInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}
