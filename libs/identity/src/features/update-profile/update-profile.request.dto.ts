import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { Trim, TrimToNull } from '#platform';
import { DISPLAY_NAME_REQUIRED } from '../../domain/user.decide.js';

export const INVALID_URL = 'Must be a valid URL';

/** An optional http(s) link: left out keeps it, empty string or null clears it. */
function Link(example?: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: String, required: false, nullable: true, maxLength: 2048, description: 'An http(s) URL; empty string or null clears it', example })(target, key);
    TrimToNull()(target, key);
    IsOptional()(target, key);
    IsString({ message: INVALID_URL })(target, key);
    IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: INVALID_URL })(target, key);
    MaxLength(2048, { message: 'URLs must be at most 2048 characters' })(target, key);
  };
}

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

  @ApiProperty({ type: String, required: false, nullable: true, maxLength: 100, description: 'Empty string or null clears it' })
  @TrimToNull()
  @IsOptional()
  @IsString({ message: 'Location must be text' })
  @MaxLength(100, { message: 'Location must be at most 100 characters' })
  location?: string | null;

  @Link('https://ana.example.com') website?: string | null;
  @Link() profileImageUrl?: string | null;
  @Link('https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF') spotifyUrl?: string | null;
  @Link() soundcloudUrl?: string | null;
  @Link() youtubeUrl?: string | null;
  @Link() instagramUrl?: string | null;
  @Link() twitterUrl?: string | null;
  @Link() blueskyUrl?: string | null;
  @Link() tiktokUrl?: string | null;
  @Link() audiomackUrl?: string | null;
  @Link() appleMusicUrl?: string | null;
  @Link() amazonMusicUrl?: string | null;
}
