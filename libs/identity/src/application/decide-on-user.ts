import type { EventStore, Position } from '#eventstore';
import { type CommandContext, executeCommand } from '#platform';
import { userDecider, type UserCommand } from '../domain/user.decide.js';
import { userStream } from '../domain/user.state.js';

/** Runs a command against one account's stream; answers where its events landed. */
export async function decideOnUser(store: EventStore, command: UserCommand, context: CommandContext): Promise<Position | null> {
  const { position } = await executeCommand({ store, streamId: userStream(command.userId), decider: userDecider, command, context });
  return position;
}
