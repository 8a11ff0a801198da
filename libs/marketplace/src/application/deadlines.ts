import { InjectQueue, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { CLOCK, type Clock, type CommandContext, systemContext } from '#platform';

/** One queue per kind of deadline, each worked off by its slice's processor. */
export const DEADLINE_QUEUES = { submission: 'submission-deadlines', bounty: 'bounty-deadlines' } as const;
export type DeadlineKind = keyof typeof DEADLINE_QUEUES;

/** What falls due: one request's or bounty's deadline, or the sweep that catches any whose job was lost. */
export type DeadlineJob = { readonly id: string } | { readonly sweep: true };

/** Retried with back-off (the store or Redis may blip); kept a while when failed, for a look. */
const JOB_OPTIONS = { attempts: 10, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: 1000 } as const;

/**
 * Deadlines as BullMQ delayed jobs, one per request or bounty (its id is the job's, so scheduling
 * twice schedules once). A job only asks; the decider answers whether the time has come, so an
 * early, late or repeated job does no harm, and the periodic sweep covers a lost one.
 */
@Injectable()
export class Deadlines {
  private readonly logger = new Logger('Deadlines');

  private readonly queues: Record<DeadlineKind, Queue<DeadlineJob>>;

  constructor(
    @InjectQueue(DEADLINE_QUEUES.submission) submissions: Queue<DeadlineJob>,
    @InjectQueue(DEADLINE_QUEUES.bounty) bounties: Queue<DeadlineJob>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.queues = { submission: submissions, bounty: bounties };
  }

  /** Never fails the caller, whose write is done: without Redis the sweep finds the deadline instead. */
  async schedule(kind: DeadlineKind, id: string, at: Date): Promise<void> {
    const delay = Math.max(0, at.getTime() - this.clock.now().getTime());
    try {
      await this.queues[kind].add('deadline', { id }, { ...JOB_OPTIONS, jobId: id, delay });
    } catch (error) {
      this.logger.warn(`Deadline of ${kind} ${id} left to the sweep: ${(error as Error).message}`);
    }
  }
}

/** How many overdue deadlines one sweep handles (every EXPIRY_SWEEP_INTERVAL): a backlog is worked off over the next sweeps. */
const SWEEP_BATCH = 200;

/**
 * The worker side of one deadline queue, in processes that do background work: each job asks to
 * expire its request or bounty (the decider says whether its time has come), and the periodic
 * sweep expires any whose job was lost. A subclass names its queue (`@Processor`) and its work.
 */
export abstract class DeadlinesProcessor extends WorkerHost implements OnApplicationBootstrap {
  protected abstract readonly kind: DeadlineKind;

  constructor(
    private readonly queue: Queue<DeadlineJob>,
    private readonly sweepEveryMs: number,
    private readonly clock: Clock,
  ) {
    super();
  }

  /** Ids past their deadline, oldest first, at most `limit`. */
  protected abstract overdue(now: Date, limit: number): Promise<string[]>;
  protected abstract expire(id: string, context: CommandContext): Promise<unknown>;

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep', { every: this.sweepEveryMs }, { name: 'sweep', data: { sweep: true } });
  }

  async process({ id, data }: Job<DeadlineJob>): Promise<void> {
    const context = systemContext(`${this.kind}-deadline:${id ?? 'sweep'}`);
    const due = 'id' in data ? [data.id] : await this.overdue(this.clock.now(), SWEEP_BATCH);
    for (const dueId of due) await this.expire(dueId, context);
  }
}
