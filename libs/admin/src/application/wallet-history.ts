import { Inject, Injectable } from '@nestjs/common';
import { type EventStore, formatPosition, type Position, type RecordedEvent } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { WALLET_MOVEMENT_TYPES, type WalletMovement, walletStream } from '#wallet';
import type { LedgerMovement, LoggedMovement } from '../domain/ledger-movement.js';

/** Wallet events read per round trip: the audit holds one page at a time, never the whole log. */
export const WALLET_HISTORY_PAGE = 1000;

/** The wallet's published movement, read as the audit's (the compiler checks that it fits). */
const movementOf = (event: WalletMovement): LedgerMovement => event;

const MOVEMENT_TYPES: ReadonlySet<string> = new Set(WALLET_MOVEMENT_TYPES);

const loggedOf = (event: RecordedEvent): LoggedMovement => ({
  movement: movementOf({ type: event.type, data: event.data } as unknown as WalletMovement),
  position: formatPosition(event.position),
  occurredAt: event.metadata.occurredAt,
});

/** The wallet events as the event store holds them: what the audit judges, never a read model. */
@Injectable()
export class WalletHistory {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Every wallet movement of the log in its order, a page at a time. */
  async *pages(): AsyncGenerator<readonly LoggedMovement[]> {
    let after: Position | undefined;
    for (;;) {
      const page = await this.store.readAll({ after, types: WALLET_MOVEMENT_TYPES, limit: WALLET_HISTORY_PAGE });
      if (page.events.length > 0) yield page.events.map(loggedOf);
      if (page.events.length < WALLET_HISTORY_PAGE) return;
      after = page.scannedTo;
    }
  }

  /** One user's wallet movements in stream order (a reservation abandoned unheld moved nothing). */
  async ofUser(userId: string): Promise<LoggedMovement[]> {
    return (await this.store.readStream(walletStream(userId))).filter((event) => MOVEMENT_TYPES.has(event.type)).map(loggedOf);
  }
}
