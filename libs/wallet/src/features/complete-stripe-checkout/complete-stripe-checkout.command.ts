import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';

/** A Stripe webhook as it arrived: the exact bytes its signature covers. Answers where a credit landed, or null. */
export class CompleteStripeCheckoutCommand extends Command<Position | null> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
