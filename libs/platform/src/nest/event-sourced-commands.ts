import { Inject, Injectable } from '@nestjs/common';
import AsyncLock from 'async-lock';
import type { EventStore } from '#eventstore';
import { CLOCK, type Clock } from '../event-sourcing/clock.js';
import { DomainError } from '../event-sourcing/domain-error.js';
import type { DomainEvent } from '../event-sourcing/command-context.js';
import { type CommandResult, type Decider, executeCommand, type ExecuteCommandOptions, loadState, type LoadedState } from '../event-sourcing/execute-command.js';
import { StreamStates } from '../event-sourcing/stream-states.js';
import { EVENT_STORE } from './tokens.js';

/** The write side as handlers use it: load → decide → append on the app's store, at the app's clock. */
@Injectable()
export class EventSourcedCommands {
  /**
   * Commands on one stream take turns within this process: many requests at once on one stream (a
   * wallet, a bounty) are decided one after another instead of failing each other's appends until
   * the retries run out. Across processes the optimistic concurrency of the append still decides.
   */
  private readonly turns = new AsyncLock({ maxPending: 10_000 });
  /** The states this process folded last: a command reads only what was appended since. */
  private readonly states = new StreamStates();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute<Command, State, Event extends DomainEvent>(
    options: Omit<ExecuteCommandOptions<Command, State, Event>, 'store' | 'clock'>,
  ): Promise<CommandResult<State, Event>> {
    return this.turns.acquire(options.streamId, () => executeCommand({ ...options, store: this.store, clock: this.clock, states: this.states }));
  }

  load<State, Event extends DomainEvent>(
    streamId: string,
    decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  ): Promise<LoadedState<State>> {
    return loadState(this.store, streamId, decider, this.states);
  }

  /**
   * Decides a command on a stream's current state without appending anything: for a command that
   * spans two streams, to learn that the second would refuse before writing to the first.
   * @throws DomainError when the rules would refuse it now.
   */
  async assertAccepted<Command, State, Event extends DomainEvent>(streamId: string, decider: Decider<Command, State, Event>, command: Command): Promise<void> {
    const { state } = await this.load(streamId, decider);
    const decided = decider.decide(command, state, this.clock.now());
    if (decided instanceof DomainError) throw decided;
  }

  /** Whether a stream has any event (e.g. an account behind an email claim). */
  async exists(streamId: string): Promise<boolean> {
    return (await this.store.readStream(streamId)).length > 0;
  }
}
