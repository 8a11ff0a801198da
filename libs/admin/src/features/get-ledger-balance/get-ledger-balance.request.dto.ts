import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { IsInstant } from '../../application/instant.js';
import { USER_ID_INVALID } from '../../application/ledger-filters.js';

export const AT_INVALID = 'at must be a date (YYYY-MM-DD) or a date-time with its offset';

/** `?userId=&at=`: whose balance, and at which moment. */
export class GetLedgerBalanceQuery {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: USER_ID_INVALID })
  userId!: string;

  @ApiProperty({ example: '2026-03-05T10:00:00Z', description: 'The moment; a date alone is the start of that UTC day' })
  @IsInstant(AT_INVALID)
  at!: string;
}
