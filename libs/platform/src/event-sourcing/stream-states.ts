/** A stream's state as a fold left it: after the event at `revision`, whose id was `eventId`. */
export interface FoldedState {
  readonly state: unknown;
  readonly revision: bigint;
  readonly eventId: string;
}

/** Streams remembered per fold by default: the busiest wallets, accounts, bounties and requests of the moment. */
const DEFAULT_CAPACITY = 5_000;

/**
 * The states of the streams this process folded last, per fold (a decider's `evolve`), so that
 * the next command on a stream folds only the events appended since instead of its whole history
 * (a wallet's grows with every coin movement). Events never change, so a remembered state plus
 * the newer events is what a full read would fold, as long as the stream is still the one that
 * was folded: the caller checks the remembered last event's id. `evolve` functions are pure (they
 * return new state and never change the one given), so a remembered state is never altered by a
 * later fold. The least recently used stream is forgotten first.
 */
export class StreamStates {
  private readonly byFold = new WeakMap<object, Map<string, FoldedState>>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(fold: object, streamId: string): FoldedState | undefined {
    const states = this.byFold.get(fold);
    const found = states?.get(streamId);
    if (states && found) {
      states.delete(streamId);
      states.set(streamId, found);
    }
    return found;
  }

  /** Remembers a fold's result, unless a later one of the same stream is remembered already. */
  remember(fold: object, streamId: string, folded: FoldedState): void {
    const states = this.byFold.get(fold) ?? new Map<string, FoldedState>();
    this.byFold.set(fold, states);
    const known = states.get(streamId);
    if (known && known.revision > folded.revision) return;
    states.delete(streamId);
    states.set(streamId, folded);
    if (states.size > this.capacity) states.delete(states.keys().next().value as string);
  }
}
