import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Queue } from 'bullmq';
import { type CommandContext, ErrorBody, RateLimit, RequestContext } from '#platform';
import { PageVisitAccepted, PageVisitRequest } from './page-visit.request.dto.js';
import { PAGE_VISIT_JOB_OPTIONS, PAGE_VISITS_QUEUE, type PageVisitJob } from './page-visit.queue.js';

@ApiTags('analytics')
@Controller('analytics')
export class RecordPageVisitController {
  constructor(@InjectQueue(PAGE_VISITS_QUEUE) private readonly queue: Queue<PageVisitJob>) {}

  @Post('page-visit')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('pageVisit')
  @ApiOperation({ summary: 'Record a page shown in the web app (signed in or not); stored in the background' })
  @ApiAcceptedResponse({ type: PageVisitAccepted })
  @ApiBadRequestResponse({ type: ErrorBody })
  async record(@Body() body: PageVisitRequest, @RequestContext() context: CommandContext): Promise<PageVisitAccepted> {
    const visitId = randomUUID();
    const visit = { visitId, page: body.page, referrer: body.referrer || null, userId: context.actorId, visitedAt: new Date().toISOString() };
    await this.queue.add('visit', { visit, correlationId: context.correlationId }, { ...PAGE_VISIT_JOB_OPTIONS, jobId: visitId });
    return { accepted: true };
  }
}
