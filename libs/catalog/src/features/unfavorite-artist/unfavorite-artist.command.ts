import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#platform';

export class UnfavoriteArtistCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly artistId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
