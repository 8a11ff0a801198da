import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CountWebsiteVisitsHandler } from './features/count-website-visits/count-website-visits.query-handler.js';
import { WebsiteVisitsQuery } from './read-models/website-visits/website-visits.query.js';
import { PAGE_VISIT_BATCHER_ENABLED, PageVisitBatcher } from './features/record-page-visit/page-visit-batcher.js';
import { PAGE_VISITS_QUEUE } from './features/record-page-visit/page-visit.queue.js';
import { RecordPageVisitHandler } from './features/record-page-visit/record-page-visit.handler.js';
import { RecordPageVisitController } from './features/record-page-visit/record-page-visit.http.controller.js';

/** Page visits: accepted by the API into a queue, stored in batches by the worker, counted per day. */
@Module({})
export class AnalyticsModule {
  /** `runWorker`: whether this process also stores queued visits (the worker's job). */
  static forRoot(options: { runWorker: boolean }): DynamicModule {
    return {
      module: AnalyticsModule,
      imports: [CqrsModule, BullModule.registerQueue({ name: PAGE_VISITS_QUEUE })],
      controllers: [RecordPageVisitController],
      providers: [
        { provide: PAGE_VISIT_BATCHER_ENABLED, useValue: options.runWorker },
        PageVisitBatcher,
        RecordPageVisitHandler,
        WebsiteVisitsQuery,
        CountWebsiteVisitsHandler,
      ],
    };
  }
}
