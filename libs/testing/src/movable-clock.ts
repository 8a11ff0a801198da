import type { Clock } from '#platform';

/**
 * A clock for a test app (`createTestApp({ clock })`) that runs with the system's time and can be
 * moved forward: the app's rules about time (deadlines, windows) are tested without waiting.
 *
 *   const clock = new MovableClock();
 *   const app = await createTestApp({ clock });
 *   clock.advance(3 * DAY_MS); // the app now lives three days later
 */
export class MovableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the time forward (never back: the event store's instants only grow). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new Error(`A MovableClock moves forward only (asked ${ms} ms)`);
    this.offsetMs += ms;
  }

  /** How far ahead of the system's time it is. */
  get offset(): number {
    return this.offsetMs;
  }
}

export const DAY_MS = 86_400_000;
