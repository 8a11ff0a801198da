import type { EventEmitter } from 'node:events';
import type { Position, ReadAllPage, RecordedEvent, Subscription } from './event-store.port.js';

export interface PollingSubscriptionOptions {
  readonly readPage: (after: Position | undefined) => Promise<ReadAllPage>;
  readonly after?: Position;
  readonly pollIntervalMs: number;
  /** Emits 'appended' when this process appended, so live readers need not wait for the poll. */
  readonly wakeUps: EventEmitter;
}

/** Catch-up then live, by reading batches until none is left and then waiting for a wake-up or the poll. */
export class PollingSubscription implements Subscription {
  private closed = false;
  private wake: (() => void) | null = null;
  private readonly onAppended = (): void => this.wake?.();

  constructor(private readonly options: PollingSubscriptionOptions) {
    options.wakeUps.on('appended', this.onAppended);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    let after = this.options.after;
    while (!this.closed) {
      const page = await this.options.readPage(after);
      for (const event of page.events) {
        if (this.closed) return;
        yield event;
      }
      // Past the events of other types too, so a filtered subscription never reads them again.
      after = page.scannedTo;
      if (page.events.length === 0) await this.idle();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.options.wakeUps.off('appended', this.onAppended);
    this.wake?.();
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollIntervalMs);
      this.wake = done;
    });
  }
}
