import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

export class CompleteCuratorProfileCommand extends Command<Position | null> {
  constructor(
    readonly userId: string,
    readonly profile: { readonly displayName: string; readonly bio: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
