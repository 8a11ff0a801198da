import type { Position } from '#eventstore';

/**
 * Lets a mutating request answer only once the read models its caller reads next have caught up
 * with its events, so the next GET shows the change (bounded wait; see the projections lib).
 */
export abstract class ReadYourWrites {
  /** Waits (bounded: 2 s, or `timeoutMs`) until the projections have reached `position`; answers whether they did. */
  abstract waitFor(position: Position | null, projections: readonly string[], timeoutMs?: number): Promise<boolean>;

  /**
   * Waits (bounded) until every projection that handles any of `eventTypes` has reached
   * `position`, whichever module owns it: a module waits this way for the read models other
   * modules build from its published events, without knowing their names.
   */
  abstract waitForReaders(position: Position | null, eventTypes: readonly string[], timeoutMs?: number): Promise<boolean>;
}
