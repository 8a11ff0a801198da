import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogFacts } from './application/catalog-facts.js';
import { DEADLINE_QUEUES, Deadlines } from './application/deadlines.js';
import { SubmissionEscrow } from './application/submission-escrow.js';
import { Submissions } from './application/submissions.js';
import { AnswerSubmissionHandler } from './features/answer-submission/answer-submission.handler.js';
import { AnswerSubmissionController } from './features/answer-submission/answer-submission.http.controller.js';
import { ExpireSubmissionHandler } from './features/expire-submission/expire-submission.handler.js';
import { SubmissionDeadlinesProcessor } from './features/expire-submission/submission-deadlines.processor.js';
import { GetCuratorReputationController } from './features/get-curator-reputation/get-curator-reputation.http.controller.js';
import { ListSubmissionsController } from './features/list-submissions/list-submissions.http.controller.js';
import { SendSubmissionHandler } from './features/send-submission/send-submission.handler.js';
import { SendSubmissionController } from './features/send-submission/send-submission.http.controller.js';
import { SubmissionEscrowProcessManager } from './features/submission-escrow/submission-escrow.process-manager.js';
import { SubmissionsQuery } from './read-models/submissions/submissions.query.js';

/** Bounties, campaigns and submissions. Moves money only through the wallet's commands (`#wallet` contracts). */
@Module({})
export class MarketplaceModule {
  /** `runWorker`: whether this process also works off the deadlines (the escrow process managers decide for themselves). */
  static forRoot({ runWorker }: { runWorker: boolean }): DynamicModule {
    return {
      module: MarketplaceModule,
      imports: [CqrsModule, BullModule.registerQueue(...Object.values(DEADLINE_QUEUES).map((name) => ({ name })))],
      controllers: [SendSubmissionController, AnswerSubmissionController, ListSubmissionsController, GetCuratorReputationController],
      providers: [
        CatalogFacts,
        Deadlines,
        Submissions,
        SubmissionEscrow,
        SubmissionsQuery,
        SendSubmissionHandler,
        AnswerSubmissionHandler,
        ExpireSubmissionHandler,
        SubmissionEscrowProcessManager,
        ...(runWorker ? [SubmissionDeadlinesProcessor] : []),
      ],
    };
  }
}
