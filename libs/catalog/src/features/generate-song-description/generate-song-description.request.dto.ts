import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalUrl, Trim, TrimToNull } from '#platform';
import { MAX_TAGS, TITLE_REQUIRED, TOO_MANY_TAGS } from '../../domain/song.decide.js';

/** What the song form holds when the artist asks for a description (spec section 7). */
export class GenerateSongDescriptionRequest {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Night Drive' })
  @Trim()
  @IsString({ message: TITLE_REQUIRED })
  @IsNotEmpty({ message: TITLE_REQUIRED })
  @MaxLength(200, { message: 'Title must be 200 characters or less' })
  title!: string;

  @OptionalUrl('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC') spotifyUrl?: string | null;

  @ApiProperty({ type: [String], required: false, maxItems: MAX_TAGS, description: "The chosen tags' names", example: ['Synth-pop', 'Dreamy'] })
  @IsOptional()
  @IsArray({ message: 'Tags must be a list of tag names' })
  @ArrayMaxSize(MAX_TAGS, { message: TOO_MANY_TAGS })
  @IsString({ each: true, message: 'Tags must be a list of tag names' })
  @MaxLength(60, { each: true, message: 'A tag name must be 60 characters or less' })
  tags?: string[];

  @ApiProperty({ type: String, required: false, nullable: true, maxLength: 2000, description: 'What the description field holds now' })
  @TrimToNull()
  @IsOptional()
  @IsString({ message: 'The existing description must be text' })
  @MaxLength(2000, { message: 'The existing description must be 2000 characters or less' })
  existingDescription?: string | null;
}
