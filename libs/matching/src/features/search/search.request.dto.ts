import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_SEARCH_TAGS } from '../../domain/search-criteria.js';

export const TAGS_INVALID = 'tags must be comma-separated tag ids';
/** Spec section 5's words for the tag limit. */
export const TOO_MANY_TAGS = `Tag limit reached: You can select up to ${MAX_SEARCH_TAGS} tags maximum`;
export const QUERY_TOO_LONG = 'The search text must be at most 100 characters';
export const NOTHING_TO_SEARCH = 'an empty list when both q and tags are empty';

/** "3, 12,,7" → [3, 12, 7]; an item that is not a whole number becomes NaN (refused by @IsInt); other types pass on to be refused. */
const tagIdList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string'
    ? [...new Set(value.split(',').map((item) => item.trim()).filter((item) => item !== '').map((item) => (/^\d{1,9}$/.test(item) ? Number(item) : Number.NaN)))]
    : value;

/** `?q=&tags=` of the three search routes. */
export class SearchQuery {
  @ApiProperty({ required: false, maxLength: 100, description: 'A name or part of one; case, accents, spacing and small typos do not matter', example: 'chill vibes' })
  @IsOptional()
  @IsString({ message: 'The search text must be text' })
  @MaxLength(100, { message: QUERY_TOO_LONG })
  q?: string;

  @ApiProperty({ type: String, required: false, description: `Comma-joined tag ids, at most ${MAX_SEARCH_TAGS}: results with any of them`, example: '3,12' })
  @Transform(tagIdList)
  @IsOptional()
  @IsArray({ message: TAGS_INVALID })
  @IsInt({ each: true, message: TAGS_INVALID })
  @ArrayMaxSize(MAX_SEARCH_TAGS, { message: TOO_MANY_TAGS })
  tags?: number[];
}
