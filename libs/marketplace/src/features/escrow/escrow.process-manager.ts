import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '#eventstore';
import { ProcessManager, systemContext } from '#platform';
import { Escrow, type EscrowEvent } from '../../application/escrow.js';
import { BOUNTY_EVENT_TYPES } from '../../domain/bounty.events.js';
import { SUBMISSION_EVENT_TYPES } from '../../domain/submission.events.js';

export const ESCROW_PROCESS = 'marketplace-escrow';

/**
 * The escrow steps of every bounty, campaign and request event after a crash cut the request
 * short (decision 0018): the song held or released, coins reserved or settled, the curator's
 * campaign slot taken or freed, the deadline scheduled. Each step is idempotent, so the usual case,
 * where the request did it all, changes nothing. Its first run replays the whole log, which also
 * records the holds and slots of bounties and requests opened before they existed.
 */
@Injectable()
export class EscrowProcessManager extends ProcessManager {
  protected readonly name = ESCROW_PROCESS;
  protected readonly types = [...BOUNTY_EVENT_TYPES, ...SUBMISSION_EVENT_TYPES];

  constructor(private readonly escrow: Escrow) {
    super();
  }

  protected async handle(recorded: RecordedEvent): Promise<void> {
    await this.escrow.followRecorded({ type: recorded.type, data: recorded.data } as unknown as EscrowEvent, systemContext(ESCROW_PROCESS));
  }
}
