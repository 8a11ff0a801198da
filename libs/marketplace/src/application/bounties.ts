import { Injectable } from '@nestjs/common';
import { type CommandContext, type CommandResult, EventSourcedCommands } from '#platform';
import { bountiesDecider, type BountyCommand } from '../domain/bounty.decide.js';
import { bountiesStream, type BountyEvent } from '../domain/bounty.events.js';
import type { BountiesState } from '../domain/bounty.state.js';

/** The bounties' write side: one song's bounties and campaigns per stream, decided under optimistic concurrency. */
@Injectable()
export class Bounties {
  constructor(private readonly commands: EventSourcedCommands) {}

  /** @throws DomainError when the rules refuse the command. */
  decide(songId: string, command: BountyCommand, context: CommandContext): Promise<CommandResult<BountiesState, BountyEvent>> {
    return this.commands.execute({ streamId: bountiesStream(songId), decider: bountiesDecider, command, context });
  }

  async state(songId: string): Promise<BountiesState> {
    return (await this.commands.load(bountiesStream(songId), bountiesDecider)).state;
  }
}
