import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { DEFAULT_EVENT_PAGE_SIZE, MAX_EVENT_PAGE_SIZE } from '../../domain/event-page.js';

export const LIMIT_INVALID = `limit must be a whole number from 1 to ${MAX_EVENT_PAGE_SIZE}`;
export const FROM_INVALID = 'from must be a log position "commit/prepare", as nextPosition gives it';
export const TYPE_INVALID = 'type must be event type names separated by commas (at most 50)';
export const STREAM_INVALID = 'stream must be a stream id of 1 to 200 characters';

/** PostgreSQL's bigint bounds every position: a larger one would reach the store as an error, not as a filter. */
const MAX_POSITION_PART = 2n ** 63n - 1n;
const POSITION = /^(\d{1,19})\/(\d{1,19})$/;
const TYPE_NAME = '[A-Za-z][A-Za-z0-9_.-]{0,99}';
const TYPE_LIST = new RegExp(`^${TYPE_NAME}(,${TYPE_NAME}){0,49}$`);

const isLogPosition = (value: unknown): boolean => {
  const match = typeof value === 'string' ? POSITION.exec(value) : null;
  return match !== null && BigInt(match[1]) <= MAX_POSITION_PART && BigInt(match[2]) <= MAX_POSITION_PART;
};

/** `?stream=&type=&from=&limit=` of the event browser. */
export class ListAdminEventsQuery {
  @ApiProperty({ required: false, description: 'Only the events of this stream, e.g. wallet-<userId>', maxLength: 200 })
  @IsOptional()
  @IsString({ message: STREAM_INVALID })
  @MinLength(1, { message: STREAM_INVALID })
  @MaxLength(200, { message: STREAM_INVALID })
  stream?: string;

  @ApiProperty({ required: false, description: 'Only events of these types, comma-separated, e.g. CoinsCredited,CoinsReserved' })
  @IsOptional()
  @Matches(TYPE_LIST, { message: TYPE_INVALID })
  type?: string;

  @ApiProperty({ required: false, example: '1234/1234', description: 'Events after this position (exclusive): the nextPosition of the page before' })
  @IsOptional()
  @ValidateBy({ name: 'isLogPosition', validator: { validate: isLogPosition } }, { message: FROM_INVALID })
  from?: string;

  @ApiProperty({ required: false, minimum: 1, maximum: MAX_EVENT_PAGE_SIZE, default: DEFAULT_EVENT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_INVALID })
  @Min(1, { message: LIMIT_INVALID })
  @Max(MAX_EVENT_PAGE_SIZE, { message: LIMIT_INVALID })
  limit?: number;
}
