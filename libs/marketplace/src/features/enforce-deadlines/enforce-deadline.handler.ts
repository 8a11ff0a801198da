import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Escrow } from '../../application/escrow.js';
import { EnforceDeadlineCommand } from './enforce-deadline.command.js';

/** Asks the bounty's or request's rules what is due now: a campaign past its deadline ends, a bounty or request past its end expires. */
@CommandHandler(EnforceDeadlineCommand)
export class EnforceDeadlineHandler implements ICommandHandler<EnforceDeadlineCommand, Position | null> {
  constructor(private readonly escrow: Escrow) {}

  async execute({ target, context }: EnforceDeadlineCommand): Promise<Position | null> {
    const { position } = await (target.kind === 'bounty'
      ? this.escrow.execute({ stream: 'bounties', songId: target.songId, command: { type: 'EnforceBountyDeadlines', bountyId: target.bountyId } }, context)
      : this.escrow.execute({ stream: 'submissions', songId: target.songId, playlistId: target.playlistId, command: { type: 'ExpireSubmission', submissionId: target.submissionId } }, context));
    return position;
  }
}
