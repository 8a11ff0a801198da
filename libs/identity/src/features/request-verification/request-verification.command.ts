import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

export interface RequestVerificationResult {
  readonly position: Position | null;
  readonly autoVerified: boolean;
}

export class RequestVerificationCommand extends Command<RequestVerificationResult> {
  constructor(
    readonly userId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
