import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { VerificationReviewStatus } from '#identity';

const STATUSES = ['pending', 'auto'] as const satisfies readonly VerificationReviewStatus[];

export class VerificationReviewsQuery {
  @ApiProperty({ enum: STATUSES, required: false, default: 'pending' })
  @IsOptional()
  @IsIn(STATUSES, { message: 'Status must be pending or auto' })
  status?: VerificationReviewStatus;
}
