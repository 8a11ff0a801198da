/**
 * Lets an idle loop sleep until it is notified or its poll interval passes. A notification that
 * arrives while the loop is busy is remembered, so an append made during a batch is never missed.
 */
export class WakeSignal {
  private pending = false;
  private wake: (() => void) | undefined;

  notify(): void {
    if (this.wake) this.wake();
    else this.pending = true;
  }

  /** Resolves `notified` at the next notification (at once if one is pending), else `timeout` after `timeoutMs`. */
  wait(timeoutMs: number): Promise<'notified' | 'timeout'> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve('notified');
    }
    return new Promise((resolve) => {
      const finish = (outcome: 'notified' | 'timeout'): void => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve(outcome);
      };
      const timer = setTimeout(() => finish('timeout'), timeoutMs);
      this.wake = () => finish('notified');
    });
  }
}

/** Sleeps `ms`, or less when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
