import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 365;
export const DAYS_INVALID = `days must be a whole number from 1 to ${MAX_DAYS}`;

/** `?days=` of the coin flow. */
export class GetCoinFlowQuery {
  @ApiProperty({ required: false, minimum: 1, maximum: MAX_DAYS, default: DEFAULT_DAYS, description: 'How many UTC days, ending today' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: DAYS_INVALID })
  @Min(1, { message: DAYS_INVALID })
  @Max(MAX_DAYS, { message: DAYS_INVALID })
  days?: number;
}
