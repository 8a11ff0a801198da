import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const DISCOVERY_SORTS = ['best_match', 'highest_bounty', 'most_recent'] as const;
export type DiscoverySort = (typeof DISCOVERY_SORTS)[number];
const AMOUNT_FILTER = 'min and max must be whole VibeCoins from 0 to 100000';
/** Bounties a page shows by default, and at the most: a curator's screen, never the whole market at once. */
export const DISCOVERY_PAGE = 48;
export const DISCOVERY_PAGE_MAX = 500;
const LIMIT = `limit must be a whole number from 1 to ${DISCOVERY_PAGE_MAX}`;
const OFFSET = 'offset must be a whole number from 0';

/** `?search=&min=&max=`: which open bounties discovery finds (spec 2.12), for the list and its statistics. */
export class BountyFilterQuery {
  @ApiProperty({ required: false, maxLength: 100, description: 'Song title, artist name or tag name, any case' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'The search text must be at most 100 characters' })
  search?: string;

  @ApiProperty({ required: false, minimum: 0, maximum: 100_000, description: 'Lowest total bounty, VC' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: AMOUNT_FILTER })
  @Min(0, { message: AMOUNT_FILTER })
  @Max(100_000, { message: AMOUNT_FILTER })
  min?: number;

  @ApiProperty({ required: false, minimum: 0, maximum: 100_000, description: 'Highest total bounty, VC' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: AMOUNT_FILTER })
  @Min(0, { message: AMOUNT_FILTER })
  @Max(100_000, { message: AMOUNT_FILTER })
  max?: number;
}

/** The list's query: the filter, its order and the page of it. */
export class DiscoverBountiesQuery extends BountyFilterQuery {
  @ApiProperty({ required: false, enum: DISCOVERY_SORTS, default: 'best_match' })
  @IsOptional()
  @IsIn(DISCOVERY_SORTS, { message: `sort must be one of ${DISCOVERY_SORTS.join(', ')}` })
  sort?: DiscoverySort;

  @ApiProperty({ required: false, minimum: 1, maximum: DISCOVERY_PAGE_MAX, default: DISCOVERY_PAGE, description: 'Bounties to answer at the most' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT })
  @Min(1, { message: LIMIT })
  @Max(DISCOVERY_PAGE_MAX, { message: LIMIT })
  limit?: number;

  @ApiProperty({ required: false, minimum: 0, default: 0, description: 'Bounties of the sorted list to skip' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: OFFSET })
  @Min(0, { message: OFFSET })
  offset?: number;
}
