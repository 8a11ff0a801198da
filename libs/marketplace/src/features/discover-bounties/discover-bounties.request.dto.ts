import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const DISCOVERY_SORTS = ['best_match', 'highest_bounty', 'most_recent'] as const;
export type DiscoverySort = (typeof DISCOVERY_SORTS)[number];
const AMOUNT_FILTER = 'min and max must be whole VibeCoins from 0 to 100000';

/** `?search=&sort=&min=&max=` of bounty discovery (spec 2.12). */
export class DiscoverBountiesQuery {
  @ApiProperty({ required: false, maxLength: 100, description: 'Song title, artist name or tag name, any case' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'The search text must be at most 100 characters' })
  search?: string;

  @ApiProperty({ required: false, enum: DISCOVERY_SORTS, default: 'best_match' })
  @IsOptional()
  @IsIn(DISCOVERY_SORTS, { message: `sort must be one of ${DISCOVERY_SORTS.join(', ')}` })
  sort?: DiscoverySort;

  @ApiProperty({ required: false, minimum: 0, description: 'Lowest total bounty, VC' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: AMOUNT_FILTER })
  @Min(0, { message: AMOUNT_FILTER })
  @Max(100_000, { message: AMOUNT_FILTER })
  min?: number;

  @ApiProperty({ required: false, minimum: 0, description: 'Highest total bounty, VC' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: AMOUNT_FILTER })
  @Min(0, { message: AMOUNT_FILTER })
  @Max(100_000, { message: AMOUNT_FILTER })
  max?: number;
}
