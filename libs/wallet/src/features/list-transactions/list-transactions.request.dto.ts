import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const LIMIT_INVALID = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
export const CURSOR_INVALID = 'before must be a cursor given by an earlier page';

/** `?limit=&before=` of the transaction history. */
export class ListTransactionsQuery {
  @ApiProperty({
    required: false,
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: DEFAULT_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_INVALID })
  @Min(1, { message: LIMIT_INVALID })
  @Max(MAX_PAGE_SIZE, { message: LIMIT_INVALID })
  limit?: number;

  @ApiProperty({
    required: false,
    type: String,
    description: 'The nextCursor of the page before',
  })
  @IsOptional()
  @Matches(/^\d{1,15}$/, { message: CURSOR_INVALID })
  before?: string;
}
