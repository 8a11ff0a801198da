import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { CLOCK, type Clock } from '#platform';
import type { DeadlineTarget } from '../domain/escrow-steps.js';

/** The one queue of every marketplace deadline: bounties' ends, campaigns' accept and complete deadlines, requests' response windows. */
export const DEADLINES_QUEUE = 'marketplace-deadlines';

/** What falls due: one bounty's or request's deadline, or the sweep that catches any whose job was lost. */
export type DeadlineJob = DeadlineTarget | { readonly sweep: true };

/** Retried with back-off (the store or Redis may blip); kept a while when failed, for a look. */
const JOB_OPTIONS = { attempts: 10, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: 1000 } as const;
/** How long scheduling a deadline may wait for Redis before it is left to the sweep. */
const SCHEDULE_TIMEOUT_MS = 2000;

/**
 * Deadlines as BullMQ delayed jobs, one per deadline: its key is the job's id (so scheduling twice
 * schedules once) and holds no ':', which BullMQ refuses. A job only asks; the decider answers
 * whether the time has come, so an early, late or repeated job does no harm, and the periodic
 * sweep covers a lost one (and any deadline already past when scheduled, such as a replay's).
 */
@Injectable()
export class Deadlines {
  private readonly logger = new Logger('Deadlines');

  constructor(
    @InjectQueue(DEADLINES_QUEUE) private readonly queue: Queue<DeadlineJob>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Never fails the caller, whose write is done, nor holds it: without Redis the sweep finds the
   * deadline instead. The queue's connection retries without end while Redis is away or closing
   * (a process manager may schedule during shutdown), so a late answer is given up on.
   */
  async schedule(target: DeadlineTarget, key: string, at: Date): Promise<void> {
    const delay = at.getTime() - this.clock.now().getTime();
    if (delay <= 0) return;
    const adding = this.queue.add('deadline', target, { ...JOB_OPTIONS, jobId: key, delay });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${SCHEDULE_TIMEOUT_MS} ms`)), SCHEDULE_TIMEOUT_MS);
    });
    try {
      await Promise.race([adding, late]);
    } catch (error) {
      adding.catch(() => undefined);
      this.logger.warn(`Deadline ${key} left to the sweep: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
