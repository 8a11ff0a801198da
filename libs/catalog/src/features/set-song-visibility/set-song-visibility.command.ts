import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

export class SetSongVisibilityCommand extends Command<Position | null> {
  constructor(
    readonly actorId: string,
    readonly songId: string,
    /** False hides the song, true shows it again. */
    readonly isActive: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
