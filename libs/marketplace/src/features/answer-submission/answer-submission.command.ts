import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { SubmissionAnswer } from '../../domain/submission.events.js';

export class AnswerSubmissionCommand extends Command<Position | null> {
  constructor(
    readonly curatorId: string,
    /** Where the request lives: its song's requests to the playlist. */
    readonly address: { readonly songId: string; readonly playlistId: string },
    readonly submissionId: string,
    readonly status: SubmissionAnswer,
    readonly curatorFeedback: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
