import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HoldSongCommand, ReleaseSongCommand } from '#catalog';
import type { Position } from '#eventstore';
import { type CommandContext, DomainError } from '#platform';
import { ReplaceReservationCommand, ReserveCoinsCommand, SettleReservationCommand } from '#wallet';
import type { BountyEvent } from '../domain/bounty.events.js';
import { bountyEscrowSteps, type EscrowStep, type IntentCommand, submissionEscrowSteps } from '../domain/escrow-steps.js';
import type { SubmissionEvent } from '../domain/submission.events.js';
import { Bounties } from './bounties.js';
import { CuratorCampaigns } from './curator-campaigns.js';
import { Deadlines } from './deadlines.js';
import { Submissions } from './submissions.js';

export type EscrowEvent = BountyEvent | SubmissionEvent;

/** Whether the event's later steps run: not after a refusal, which recorded its verdict instead. */
type StepOutcome = { readonly position: Position | null; readonly goOn: boolean };

/**
 * The one escrow engine (decision 0018): decides a command on a bounty or request stream, then
 * runs the steps its events ask for (bountyEscrowSteps, submissionEscrowSteps) on the song, the
 * wallets, the curator's campaigns and the deadline queue, recording each verdict on the escrow's
 * own stream, whose events run their steps in turn. The request runs them at once; the escrow
 * process manager runs them again after a crash, each step being idempotent.
 */
@Injectable()
export class Escrow {
  constructor(
    private readonly commands: CommandBus,
    private readonly bounties: Bounties,
    private readonly submissions: Submissions,
    private readonly curatorCampaigns: CuratorCampaigns,
    private readonly deadlines: Deadlines,
  ) {}

  /**
   * Decides the command on its stream and follows its events. Answers the events decided and the
   * position of the last event written anywhere (for read-your-writes), or null when nothing changed.
   * @throws DomainError when the rules refuse the command (nothing is written).
   */
  async execute(intent: IntentCommand, context: CommandContext): Promise<{ events: readonly EscrowEvent[]; position: Position | null }> {
    const { events, position } = await this.decide(intent, context);
    const followed = await this.follow(events, context);
    return { events, position: followed ?? position };
  }

  /**
   * The process manager's part: the steps of an event decided earlier. An opening or a change of
   * terms whose verdict is already recorded (the request ran its steps) reserves nothing again: a
   * verdict is recorded once, and the wallet would only have folded the artist's whole stream.
   */
  async followRecorded(event: EscrowEvent, context: CommandContext): Promise<void> {
    const reserving = await this.stillFunding(event);
    await this.follow([event], context, (step) => reserving || !asksForVerdict(step));
  }

  /** Runs the steps of events already decided (those `include` keeps). */
  private async follow(events: readonly EscrowEvent[], context: CommandContext, include: (step: EscrowStep) => boolean = () => true): Promise<Position | null> {
    let last: Position | null = null;
    for (const event of events) {
      for (const step of stepsOf(event).filter(include)) {
        const { position, goOn } = await this.run(step, context);
        last = position ?? last;
        if (!goOn) break;
      }
    }
    return last;
  }

  /** Whether the bounty or request an opening or a change set up still waits for the wallet's verdict. */
  private async stillFunding({ type, data }: EscrowEvent): Promise<boolean> {
    if (type === 'BountySet') return (await this.bounties.state(data.songId)).bounties.get(data.bountyId)?.status === 'funding';
    if (type === 'BountyChangeRequested') return (await this.bounties.state(data.songId)).bounties.get(data.bountyId)?.pendingChange?.changeId === data.changeId;
    if (type === 'SubmissionSent') return (await this.submissions.state(data)).byId.get(data.submissionId)?.status === 'funding';
    return false;
  }

  private decide(intent: IntentCommand, context: CommandContext): Promise<{ events: readonly EscrowEvent[]; position: Position | null }> {
    return intent.stream === 'bounties'
      ? this.bounties.decide(intent.songId, intent.command, context)
      : this.submissions.decide(intent, intent.command, context);
  }

  private async run(step: EscrowStep, context: CommandContext): Promise<StepOutcome> {
    const goOn = (position: Position | null): StepOutcome => ({ position, goOn: true });
    switch (step.step) {
      case 'hold-song': {
        const outcome = await this.commands.execute(new HoldSongCommand(step.songId, step.artistId, step.holdId, step.hold, step.amount, context));
        return outcome.held ? goOn(outcome.position) : { position: (await this.execute(step.onRefused, context)).position, goOn: false };
      }
      case 'reserve':
      case 'replace-reservation': {
        const outcome = await this.commands.execute(
          step.step === 'reserve'
            ? new ReserveCoinsCommand(step.userId, step.reservationId, step.amount, step.cause, context)
            : new ReplaceReservationCommand(step.userId, step.from, step.reservationId, step.amount, context),
        );
        if (!step.record) return goOn(outcome.reserved ? outcome.position : null);
        return goOn((await this.execute(step.record(outcome), context)).position);
      }
      case 'settle':
        return goOn(await this.commands.execute(new SettleReservationCommand(step.userId, step.reservationId, step.payout, step.reason, context, step.campaignId)));
      case 'release-song':
        return goOn(await this.commands.execute(new ReleaseSongCommand(step.songId, step.holdId, step.placed, context)));
      case 'take-slot':
        return this.takeSlot(step, context);
      case 'free-slot':
        return goOn(await this.curatorCampaigns.free(step.curatorId, step.campaignId, context));
      case 'deadline':
        await this.deadlines.schedule(step.target, step.key, new Date(step.at));
        return goOn(null);
    }
  }

  private async takeSlot(step: Extract<EscrowStep, { step: 'take-slot' }>, context: CommandContext): Promise<StepOutcome> {
    try {
      return { position: await this.curatorCampaigns.take(step, context), goOn: true };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { position: (await this.execute(step.onRefused, context)).position, goOn: false };
    }
  }
}

/** A step whose verdict the escrow's own stream records: run once the verdict is recorded, it could contradict it. */
const asksForVerdict = (step: EscrowStep): boolean => step.step === 'reserve' || (step.step === 'replace-reservation' && step.record !== null);

const isBountyEvent = (event: EscrowEvent): event is BountyEvent => 'bountyId' in event.data;

function stepsOf(event: EscrowEvent): EscrowStep[] {
  return isBountyEvent(event) ? bountyEscrowSteps(event) : submissionEscrowSteps(event);
}
