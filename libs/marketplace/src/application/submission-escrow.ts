import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext, CommandResult } from '#platform';
import { type Payout, type ReleaseReason, ReserveCoinsCommand, SettleReservationCommand } from '#wallet';
import type { SubmissionEvent } from '../domain/submission.events.js';
import type { SubmissionsState } from '../domain/submission.state.js';
import { Submissions } from './submissions.js';

type Sent = Extract<SubmissionEvent, { type: 'SubmissionSent' }>['data'];
/** The events that end a request's reservation. */
export type SubmissionSettlementEvent = Extract<SubmissionEvent, { type: 'SubmissionAnswered' | 'SubmissionExpired' | 'SubmissionUnfunded' }>;
export const SUBMISSION_SETTLEMENT_TYPES: readonly SubmissionSettlementEvent['type'][] = ['SubmissionAnswered', 'SubmissionExpired', 'SubmissionUnfunded'];

/**
 * The money steps of a request (docs/decisions/0010), the same whether the request runs them at
 * once or the escrow process manager after a crash: each is idempotent on the request's id.
 */
@Injectable()
export class SubmissionEscrow {
  constructor(
    private readonly commands: CommandBus,
    private readonly submissions: Submissions,
  ) {}

  /** Reserves the request's price on the artist's wallet and records the wallet's verdict on the request's stream. */
  async fund(sent: Sent, context: CommandContext): Promise<CommandResult<SubmissionsState, SubmissionEvent>> {
    const { submissionId, songId, playlistId, artistId, price } = sent;
    const cause = { kind: 'submission', submissionId, songId, playlistId } as const;
    const outcome = await this.commands.execute(new ReserveCoinsCommand(artistId, submissionId, price, cause, context));
    return this.submissions.decide({ songId, playlistId }, { type: 'RecordSubmissionFunding', submissionId, outcome }, context);
  }

  /** Ends the request's reservation as its settlement says: the curator's pay, the rest back to the artist. */
  settle(event: SubmissionSettlementEvent, context: CommandContext): Promise<Position | null> {
    const { artistId, submissionId } = event.data;
    const [payout, reason] = this.termsOf(event);
    return this.commands.execute(new SettleReservationCommand(artistId, submissionId, payout, reason, context));
  }

  private termsOf({ type, data }: SubmissionSettlementEvent): [Payout | null, ReleaseReason] {
    if (type === 'SubmissionExpired') return [null, 'expired'];
    if (type === 'SubmissionUnfunded') return [null, 'unfunded'];
    return data.paidAmount > 0 ? [{ amount: data.paidAmount, payeeId: data.curatorId }, 'settled'] : [null, 'refunded'];
  }
}
