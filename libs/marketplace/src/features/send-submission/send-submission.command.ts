import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { SubmissionType } from '../../domain/submission.events.js';

export interface SentSubmission {
  readonly submissionId: string;
  readonly position: Position | null;
}

export class SendSubmissionCommand extends Command<SentSubmission> {
  constructor(
    readonly artistId: string,
    readonly songId: string,
    readonly playlistId: string,
    readonly requestType: SubmissionType,
    /** The price the artist was shown: charged only while it is still the playlist's. */
    readonly price: number,
    readonly message: string,
    /** The song's match with the playlist now, recorded with the request. */
    readonly matchPercentage: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
