import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

export class DeleteSongCommand extends Command<Position | null> {
  constructor(
    readonly actorId: string,
    readonly songId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
