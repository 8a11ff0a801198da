import { Command } from '@nestjs/cqrs';

/** Start replaying the log into a fresh copy of one read model, swapped in once caught up. */
export class RebuildProjectionCommand extends Command<void> {
  constructor(readonly projection: string) {
    super();
  }
}
