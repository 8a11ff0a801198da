import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { LedgerFiltersQuery } from '../../application/ledger-filters.js';
import { positionOfCursor } from '../../read-models/ledger/ledger-cursor.js';

export const MAX_LEDGER_PAGE = 200;
export const DEFAULT_LEDGER_PAGE = 50;
export const LIMIT_INVALID = `limit must be a whole number from 1 to ${MAX_LEDGER_PAGE}`;
export const CURSOR_INVALID = 'cursor must be the nextCursor of an earlier page';

/** The ledger's filters, and `?cursor=&limit=` for its pages. */
export class ListLedgerQuery extends LedgerFiltersQuery {
  @ApiProperty({ required: false, type: String, description: 'The nextCursor of the page before' })
  @IsOptional()
  @ValidateBy({
    name: 'isLedgerCursor',
    validator: { validate: (value: unknown) => typeof value === 'string' && positionOfCursor(value) !== null, defaultMessage: () => CURSOR_INVALID },
  })
  cursor?: string;

  @ApiProperty({ required: false, minimum: 1, maximum: MAX_LEDGER_PAGE, default: DEFAULT_LEDGER_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_INVALID })
  @Min(1, { message: LIMIT_INVALID })
  @Max(MAX_LEDGER_PAGE, { message: LIMIT_INVALID })
  limit?: number;
}
