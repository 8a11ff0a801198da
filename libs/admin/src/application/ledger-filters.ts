import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { DomainError } from '#platform';
import { WALLET_MOVEMENT_TYPES } from '#wallet';
import type { LedgerEntryResponse } from '../contracts/admin.responses.js';
import type { LedgerFilters } from '../read-models/ledger/ledger.query.js';
import { isDay, IsInstant } from './instant.js';

export const LEDGER_CAUSES: readonly LedgerEntryResponse['cause'][] = ['coupon', 'purchase', 'bounty', 'submission'];
export const USER_ID_INVALID = 'userId must be the id of a user';
export const MOVEMENT_INVALID = `movement must be one of ${WALLET_MOVEMENT_TYPES.join(', ')}`;
export const CAUSE_INVALID = `cause must be one of ${LEDGER_CAUSES.join(', ')}`;
export const FROM_INVALID = 'from must be a date (YYYY-MM-DD) or a date-time with its offset';
export const TO_INVALID = 'to must be a date (YYYY-MM-DD) or a date-time with its offset';
export const RANGE_INVALID = 'from must not be after to';

const DAY_MS = 86_400_000;

/** `?userId=&movement=&cause=&from=&to=`: which ledger entries the listing and the export show. */
export class LedgerFiltersQuery {
  @ApiProperty({ required: false, format: 'uuid', description: 'Only this user’s wallet' })
  @IsOptional()
  @IsUUID('all', { message: USER_ID_INVALID })
  userId?: string;

  @ApiProperty({ required: false, enum: WALLET_MOVEMENT_TYPES })
  @IsOptional()
  @IsIn(WALLET_MOVEMENT_TYPES, { message: MOVEMENT_INVALID })
  movement?: LedgerEntryResponse['movement'];

  @ApiProperty({ required: false, enum: LEDGER_CAUSES })
  @IsOptional()
  @IsIn(LEDGER_CAUSES, { message: CAUSE_INVALID })
  cause?: LedgerEntryResponse['cause'];

  @ApiProperty({ required: false, example: '2026-03-01', description: 'From this moment on; a date alone is the start of that UTC day' })
  @IsOptional()
  @IsInstant(FROM_INVALID)
  from?: string;

  @ApiProperty({ required: false, example: '2026-03-31', description: 'Up to this moment; a date alone includes that whole UTC day' })
  @IsOptional()
  @IsInstant(TO_INVALID)
  to?: string;
}

/** The filters as the query applies them: `to` becomes an exclusive end (the next UTC midnight for a day, the next millisecond for a moment). */
export function ledgerFiltersOf(query: LedgerFiltersQuery): LedgerFilters {
  const from = query.from === undefined ? null : new Date(query.from);
  const until = query.to === undefined ? null : new Date(Date.parse(query.to) + (isDay(query.to) ? DAY_MS : 1));
  if (from && until && from >= until) throw new DomainError('invalid', RANGE_INVALID);
  return { userId: query.userId ?? null, movement: query.movement ?? null, cause: query.cause ?? null, from, until };
}
