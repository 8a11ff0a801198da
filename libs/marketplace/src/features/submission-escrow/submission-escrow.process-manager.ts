import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '#eventstore';
import { ProcessManager, systemContext } from '#platform';
import { SUBMISSION_SETTLEMENT_TYPES, SubmissionEscrow, type SubmissionSettlementEvent } from '../../application/submission-escrow.js';
import { Submissions } from '../../application/submissions.js';
import type { SubmissionEvent } from '../../domain/submission.events.js';

export const SUBMISSION_ESCROW_PROCESS = 'marketplace-submission-escrow';

/**
 * The money steps of every request after a crash cut the request short (docs/decisions/0010): a
 * request still funding is funded (or refused), a settled one's reservation is settled. Each step
 * is idempotent, so the usual case, where the request did it all, changes nothing.
 */
@Injectable()
export class SubmissionEscrowProcessManager extends ProcessManager {
  protected readonly name = SUBMISSION_ESCROW_PROCESS;
  protected readonly types = ['SubmissionSent', ...SUBMISSION_SETTLEMENT_TYPES];

  constructor(
    private readonly escrow: SubmissionEscrow,
    private readonly submissions: Submissions,
  ) {
    super();
  }

  protected async handle(recorded: RecordedEvent): Promise<void> {
    const event = recorded as RecordedEvent & SubmissionEvent;
    const context = systemContext(SUBMISSION_ESCROW_PROCESS);
    if (event.type !== 'SubmissionSent') {
      await this.escrow.settle(event as SubmissionSettlementEvent, context);
      return;
    }
    // Only a request whose verdict is still missing: one decided since must not be reserved again.
    const state = await this.submissions.state(event.data);
    if (state.byId.get(event.data.submissionId)?.status === 'funding') await this.escrow.fund(event.data, context);
  }
}
