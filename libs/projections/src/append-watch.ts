import { comparePositions, type Appended, type Position } from '#eventstore';
import type { WakeSignal } from './wake-signal.js';

/**
 * When a reader of the log (a projection's loop, a process manager) is woken by what happens in
 * this process: by an append of one of its types, or by a wait for it to reach a position; and,
 * while it has been told of a position that its reads have not reached yet, by any other append
 * or committed batch (the store reads below the oldest open transaction, so the end of another
 * one may be what lets the event through). Appends of other types, which would only move its
 * checkpoint, leave it asleep: each woken reader costs a read of the log.
 */
export class AppendWatch {
  private readonly types: ReadonlySet<string>;
  private toldOf: Position | null = null;

  constructor(
    types: readonly string[],
    private readonly wake: WakeSignal,
    /** Where the reader's reads have got to (null before the first). */
    private readonly readTo: () => Position | null,
  ) {
    this.types = new Set(types);
  }

  /** An append made in this process; null when the store closes (the reader looks, and stops if asked to). */
  appended(appended: Appended | null): void {
    if (!appended) this.wake.notify();
    else if (appended.types.some((type) => this.types.has(type))) this.expect(appended.position);
    else this.wakeIfBehind();
  }

  /** Someone waits for the reader to reach `position`, whatever the types up to there: woken unless it is there already. */
  expect(position: Position): void {
    if (!this.toldOf || comparePositions(position, this.toldOf) > 0) this.toldOf = position;
    this.wakeIfBehind();
  }

  /** Something that may have let an event through happened (another reader's batch committed). */
  wakeIfBehind(): void {
    const readTo = this.readTo();
    if (this.toldOf && (!readTo || comparePositions(readTo, this.toldOf) < 0)) this.wake.notify();
  }
}
