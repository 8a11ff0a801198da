import { Injectable } from '@nestjs/common';
import type { Position } from '#eventstore';
import { type CommandContext, type CommandResult, EventSourcedCommands } from '#platform';
import { userDecider, type UserCommand } from '../domain/user.decide.js';
import type { UserEvent } from '../domain/user.events.js';
import { type UserState, userStream } from '../domain/user.state.js';

/** Accounts' streams as the handlers use them: the state of one, and a command decided on one. */
@Injectable()
export class UserAccounts {
  constructor(private readonly commands: EventSourcedCommands) {}

  async state(userId: string): Promise<UserState> {
    return (await this.commands.load(userStream(userId), userDecider)).state;
  }

  /** Whether the account may administer now (an admin account that is active), from its own stream: never from what a client sends. */
  async isActiveAdmin(userId: string): Promise<boolean> {
    const state = await this.state(userId);
    return state.status === 'registered' && state.isAdmin && state.isActive;
  }

  /** @throws DomainError when the rules would refuse the command now (nothing is written). */
  assertAccepted(command: UserCommand): Promise<void> {
    return this.commands.assertAccepted(userStream(command.userId), userDecider, command);
  }

  /** Decides the command on its account's stream; answers where its events landed (null: nothing changed). */
  async decide(command: UserCommand, context: CommandContext): Promise<Position | null> {
    return (await this.decideForEvents(command, context)).position;
  }

  /** As {@link decide}, with the events decided, for a caller whose answer depends on them. */
  decideForEvents(command: UserCommand, context: CommandContext): Promise<CommandResult<UserState, UserEvent>> {
    return this.commands.execute({ streamId: userStream(command.userId), decider: userDecider, command, context });
  }
}
