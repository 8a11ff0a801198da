import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalUrl, Trim, TrimToNull } from '#platform';
import type { SongDetails } from '../domain/song.events.js';
import { DESCRIPTION_TOO_LONG, MAX_DESCRIPTION_LENGTH, MAX_TAGS, TAGS_REQUIRED, TITLE_REQUIRED, TOO_MANY_TAGS } from '../domain/song.decide.js';

const MAX_TITLE_LENGTH = 200;
/** A day: longer than any release, short enough to be a mistake past it. */
const MAX_DURATION_SECONDS = 86_400;
const DURATION_MESSAGE = `Duration must be a whole number of seconds from 1 to ${MAX_DURATION_SECONDS}`;

/** The song form of spec section 5, for adding a song and for editing one (the whole form each time). */
export class SongDetailsRequest {
  @ApiProperty({ minLength: 1, maxLength: MAX_TITLE_LENGTH, example: 'Night Drive' })
  @Trim()
  @IsString({ message: TITLE_REQUIRED })
  @IsNotEmpty({ message: TITLE_REQUIRED })
  @MaxLength(MAX_TITLE_LENGTH, { message: `Title must be ${MAX_TITLE_LENGTH} characters or less` })
  title!: string;

  @ApiProperty({ type: String, required: false, nullable: true, maxLength: MAX_DESCRIPTION_LENGTH, description: 'Empty string or null: none' })
  @TrimToNull()
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(MAX_DESCRIPTION_LENGTH, { message: DESCRIPTION_TOO_LONG })
  description?: string | null;

  @OptionalUrl('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC') spotifyUrl?: string | null;
  @OptionalUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ') youtubeUrl?: string | null;
  @OptionalUrl('https://soundcloud.com/ana/night-drive') soundcloudUrl?: string | null;
  /** None: looked up from a Spotify track URL. */
  @OptionalUrl() coverArtUrl?: string | null;

  @ApiProperty({ type: 'integer', required: false, nullable: true, minimum: 1, maximum: MAX_DURATION_SECONDS, description: 'Length in whole seconds', example: 215 })
  @IsOptional()
  @IsInt({ message: DURATION_MESSAGE })
  @Min(1, { message: DURATION_MESSAGE })
  @Max(MAX_DURATION_SECONDS, { message: DURATION_MESSAGE })
  duration?: number | null;

  @ApiProperty({ type: 'integer', isArray: true, minItems: 1, maxItems: MAX_TAGS, description: 'Ids of tags (GET /api/tags); a repeated id counts once', example: [1, 4] })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? [...new Set(value)] : value))
  @IsArray({ message: TAGS_REQUIRED })
  @ArrayMinSize(1, { message: TAGS_REQUIRED })
  @ArrayMaxSize(MAX_TAGS, { message: TOO_MANY_TAGS })
  @IsInt({ each: true, message: 'Tag ids must be whole numbers' })
  tagIds!: number[];
}

/** The details to decide on: what the form left out is null. */
export const toSongDetails = (body: SongDetailsRequest): SongDetails => ({
  title: body.title,
  description: body.description ?? null,
  spotifyUrl: body.spotifyUrl ?? null,
  youtubeUrl: body.youtubeUrl ?? null,
  soundcloudUrl: body.soundcloudUrl ?? null,
  coverArtUrl: body.coverArtUrl ?? null,
  duration: body.duration ?? null,
  tagIds: body.tagIds,
});
