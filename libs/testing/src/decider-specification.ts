// The global `expect` (Jest injects it), not @jest/globals': importing that CommonJS module by name
// fails outside Jest, and this lib's index is also loaded by the benchmarks under plain Node.
import { DomainError, type DomainErrorKind } from '#platform';

/** The pure rules of one stream, as `decide` and `evolve` give them (see `Decider` in the platform lib). */
interface PureDecider<Command, State, Event> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State, now: Date) => readonly Event[] | DomainError;
}

export interface DeciderThen<State, Event> {
  /** The command is accepted with exactly these events, in this order. */
  then(expected: readonly Event[]): void;
  /** The command is accepted and changes nothing. */
  thenNothingHappens(): void;
  /** The command is refused with this kind of error and, when given, this message and these details (the answer's extra fields). */
  thenRefuses(kind: DomainErrorKind, message?: string, details?: Readonly<Record<string, unknown>>): void;
  /** The state after the given events and the decided ones: for rules that later commands read. */
  stateAfter(): State;
}

export const FIXED_NOW = new Date('2026-01-15T12:00:00.000Z');

/**
 * Given/when/then for a decider, after Emmett's DeciderSpecification: given past events, when a
 * command is decided at `now` (fixed unless a test says otherwise), then these events or this refusal.
 *
 *   const spec = deciderSpecification(userDecider);
 *   spec.given([registered]).when({ type: 'SelectRole', … }).then([{ type: 'UserRoleSelected', … }]);
 */
export function deciderSpecification<Command, State, Event>(decider: PureDecider<Command, State, Event>) {
  return {
    given(events: readonly Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command, now: Date = FIXED_NOW): DeciderThen<State, Event> {
          const result = decider.decide(command, state, now);
          const accepted = (): readonly Event[] => {
            if (result instanceof DomainError) throw new Error(`Expected the command to be accepted, but it was refused: ${result.kind}: ${result.message}`);
            return result;
          };
          return {
            then: (expected) => expect(accepted()).toEqual(expected),
            thenNothingHappens: () => expect(accepted()).toEqual([]),
            thenRefuses(kind, message, details) {
              expect(result).toBeInstanceOf(DomainError);
              const error = result as DomainError;
              expect(error.kind).toBe(kind);
              if (message !== undefined) expect(error.message).toBe(message);
              if (details !== undefined) expect(error.details).toEqual(details);
            },
            stateAfter: () => accepted().reduce(decider.evolve, state),
          };
        },
      };
    },
  };
}
