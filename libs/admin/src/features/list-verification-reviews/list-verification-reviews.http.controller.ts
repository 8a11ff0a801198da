import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ListVerificationReviewsQuery } from '#identity';
import { ErrorBody } from '#platform';
import { AdminGuard } from '../../application/admin.guard.js';
import { VerificationReviewResponse } from '../../contracts/admin.responses.js';
import { VerificationReviewsQuery } from './list-verification-reviews.request.dto.js';

@ApiTags('admin')
@Controller('admin/verification')
@UseGuards(AdminGuard)
@ApiCookieAuth()
export class ListVerificationReviewsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Verification requests waiting for an admin (pending, the longest waiting first), or accounts verified automatically (auto, the newest first)',
    description: 'Approve or reject a pending request with PATCH /api/admin/verification/{userId}.',
  })
  @ApiOkResponse({ type: [VerificationReviewResponse] })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Status must be pending or auto' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Admins only' })
  listVerificationReviews(@Query() query: VerificationReviewsQuery): Promise<VerificationReviewResponse[]> {
    return this.queries.execute(new ListVerificationReviewsQuery(query.status ?? 'pending'));
  }
}
