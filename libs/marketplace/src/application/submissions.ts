import { Injectable } from '@nestjs/common';
import { type CommandContext, type CommandResult, EventSourcedCommands } from '#platform';
import { submissionsDecider, type SubmissionCommand } from '../domain/submission.decide.js';
import { submissionsStream, type SubmissionEvent } from '../domain/submission.events.js';
import type { SubmissionsState } from '../domain/submission.state.js';

/** Where a request lives: its song's and playlist's stream. */
export interface SubmissionAddress {
  readonly songId: string;
  readonly playlistId: string;
}

/** The requests' write side: one song's requests to one playlist per stream, decided under optimistic concurrency. */
@Injectable()
export class Submissions {
  constructor(private readonly commands: EventSourcedCommands) {}

  /** @throws DomainError when the rules refuse the command. */
  decide({ songId, playlistId }: SubmissionAddress, command: SubmissionCommand, context: CommandContext): Promise<CommandResult<SubmissionsState, SubmissionEvent>> {
    return this.commands.execute({ streamId: submissionsStream(songId, playlistId), decider: submissionsDecider, command, context });
  }

  async state({ songId, playlistId }: SubmissionAddress): Promise<SubmissionsState> {
    return (await this.commands.load(submissionsStream(songId, playlistId), submissionsDecider)).state;
  }
}
