import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

export class DeletePlaylistCommand extends Command<Position | null> {
  constructor(
    readonly playlistId: string,
    readonly actorId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
