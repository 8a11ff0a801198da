import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalUrl, Trim, TrimToNull } from '#platform';
import { OptionalLocation } from '../../contracts/profile-fields.js';
import { DISPLAY_NAME_REQUIRED } from '../../domain/user.decide.js';

/** The profile edit of spec section 5. Fields left out keep their value. */
export class UpdateProfileRequest {
  @ApiProperty({ maxLength: 60, example: 'Ana Lee' })
  @Trim()
  @IsString({ message: DISPLAY_NAME_REQUIRED })
  @IsNotEmpty({ message: DISPLAY_NAME_REQUIRED })
  @MaxLength(60, { message: 'Display name must be at most 60 characters' })
  displayName!: string;

  @ApiProperty({ type: String, required: false, nullable: true, maxLength: 1000, description: 'Empty string or null clears it' })
  @TrimToNull()
  @IsOptional()
  @IsString({ message: 'Bio must be text' })
  @MaxLength(1000, { message: 'Bio must be at most 1000 characters' })
  bio?: string | null;

  @OptionalLocation() location?: string | null;

  @OptionalUrl('https://ana.example.com') website?: string | null;
  @OptionalUrl() profileImageUrl?: string | null;
  @OptionalUrl('https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF') spotifyUrl?: string | null;
  @OptionalUrl() soundcloudUrl?: string | null;
  @OptionalUrl() youtubeUrl?: string | null;
  @OptionalUrl() instagramUrl?: string | null;
  @OptionalUrl() twitterUrl?: string | null;
  @OptionalUrl() blueskyUrl?: string | null;
  @OptionalUrl() tiktokUrl?: string | null;
  @OptionalUrl() audiomackUrl?: string | null;
  @OptionalUrl() appleMusicUrl?: string | null;
  @OptionalUrl() amazonMusicUrl?: string | null;
}
