import { type EventStore, type Position, WrongExpectedRevisionError } from '#eventstore';
import type { Clock } from './clock.js';
import { type CommandContext, type DomainEvent, withMetadata } from './command-context.js';
import { DomainError } from './domain-error.js';

/** The pure rules of one stream: fold its events into state, decide a command against it. */
export interface Decider<Command, State, Event extends DomainEvent> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State, now: Date) => readonly Event[] | DomainError;
}

export interface CommandResult<State, Event> {
  readonly events: readonly Event[];
  readonly state: State;
  /** Where the events landed in the global log; null when the command changed nothing. */
  readonly position: Position | null;
}

const MAX_ATTEMPTS = 5;

export interface LoadedState<State> {
  readonly state: State;
  readonly revision: bigint | 'no_stream';
}

export interface ExecuteCommandOptions<Command, State, Event extends DomainEvent> {
  readonly store: EventStore;
  readonly streamId: string;
  readonly decider: Decider<Command, State, Event>;
  readonly command: Command;
  readonly context: CommandContext;
  readonly clock: Clock;
}

export async function loadState<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
): Promise<LoadedState<State>> {
  const recorded = await store.readStream(streamId);
  const state = recorded.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as unknown as Event), decider.initialState());
  return { state, revision: recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1].revision };
}

/**
 * Loads a stream, decides, and appends at the revision it read. A concurrent writer makes the
 * append fail on its revision; then the command is decided again on the fresh state (bounded).
 * @throws DomainError when the rules refuse the command.
 */
export async function executeCommand<Command, State, Event extends DomainEvent>(
  options: ExecuteCommandOptions<Command, State, Event>,
): Promise<CommandResult<State, Event>> {
  const { store, streamId, decider, command, context, clock } = options;
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadState(store, streamId, decider);
    const at = clock.now();
    const decided = decider.decide(command, state, at);
    if (decided instanceof DomainError) throw decided;
    if (decided.length === 0) return { events: decided, state, position: null };
    try {
      const result = await store.append(streamId, decided.map((e) => withMetadata(e, context, at)), revision);
      return { events: decided, state: decided.reduce(decider.evolve, state), position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
