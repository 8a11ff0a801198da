import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#platform';

export class RecordPageVisitCommand extends Command<void> {
  constructor(
    readonly page: string,
    readonly referrer: string | null | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
