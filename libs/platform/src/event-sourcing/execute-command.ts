import { type EventStore, type Position, type RecordedEvent, WrongExpectedRevisionError } from '#eventstore';
import type { Clock } from './clock.js';
import { type CommandContext, type DomainEvent, withMetadata } from './command-context.js';
import { DomainError } from './domain-error.js';
import type { FoldedState, StreamStates } from './stream-states.js';

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
  /** States folded before, so that only the events appended since are read (see {@link StreamStates}). */
  readonly states?: StreamStates;
}

type Fold<State, Event extends DomainEvent> = Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>;

const folded = <State, Event extends DomainEvent>(decider: Fold<State, Event>, from: State, recorded: readonly RecordedEvent[]): State =>
  recorded.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as unknown as Event), from);

/**
 * The events after a remembered state, when the stream still holds the remembered last event
 * with the same id (events never change, so state + these is what a full read folds); undefined
 * when nothing is remembered or the stream is not the one folded (it is then read whole).
 */
async function eventsSince(store: EventStore, streamId: string, known: FoldedState | undefined): Promise<readonly RecordedEvent[] | undefined> {
  if (!known) return undefined;
  const [first, ...newer] = await store.readStream(streamId, { fromRevision: known.revision });
  return first?.revision === known.revision && first.metadata.eventId === known.eventId ? newer : undefined;
}

/** A stream's state: with `states`, the remembered one plus the events appended since (see {@link StreamStates}). */
export async function loadState<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Fold<State, Event>,
  states?: StreamStates,
): Promise<LoadedState<State>> {
  const known = states?.get(decider.evolve, streamId);
  const newer = await eventsSince(store, streamId, known);
  const [from, recorded] = known && newer ? [known.state as State, newer] : [decider.initialState(), await store.readStream(streamId)];
  const state = folded(decider, from, recorded);
  const last = recorded.at(-1);
  if (last) states?.remember(decider.evolve, streamId, { state, revision: last.revision, eventId: last.metadata.eventId });
  return { state, revision: last?.revision ?? (newer ? known?.revision : undefined) ?? 'no_stream' };
}

/**
 * Loads a stream, decides, and appends at the revision it read. A concurrent writer makes the
 * append fail on its revision; then the command is decided again on the fresh state (bounded).
 * @throws DomainError when the rules refuse the command.
 */
export async function executeCommand<Command, State, Event extends DomainEvent>(
  options: ExecuteCommandOptions<Command, State, Event>,
): Promise<CommandResult<State, Event>> {
  const { store, streamId, decider, command, context, clock, states } = options;
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadState(store, streamId, decider, states);
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
