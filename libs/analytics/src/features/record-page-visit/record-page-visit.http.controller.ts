import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandContext, ErrorBody, RateLimit, RequestContext } from '#platform';
import { PageVisitAccepted, PageVisitRequest } from './page-visit.request.dto.js';
import { RecordPageVisitCommand } from './record-page-visit.command.js';

@ApiTags('analytics')
@Controller('analytics')
export class RecordPageVisitController {
  constructor(private readonly commands: CommandBus) {}

  @Post('page-visit')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('pageVisit')
  @ApiOperation({ summary: 'Record a page shown in the web app (signed in or not); stored in the background' })
  @ApiAcceptedResponse({ type: PageVisitAccepted })
  @ApiBadRequestResponse({ type: ErrorBody })
  async record(@Body() body: PageVisitRequest, @RequestContext() context: CommandContext): Promise<PageVisitAccepted> {
    await this.commands.execute(new RecordPageVisitCommand(body.page, body.referrer, context));
    return { accepted: true };
  }
}
