import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUrl, IsUUID, MaxLength } from 'class-validator';

export const ARTIST_URL_REQUIRED = 'artistUrl is required';
export const ARTIST_URL_INVALID = 'artistUrl must be a valid http(s) URL';

export class ArtistInfoQuery {
  @ApiProperty({ maxLength: 2048, example: 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF' })
  @IsString({ message: ARTIST_URL_REQUIRED })
  @IsNotEmpty({ message: ARTIST_URL_REQUIRED })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: ARTIST_URL_INVALID })
  @MaxLength(2048, { message: 'artistUrl must be at most 2048 characters' })
  artistUrl!: string;

  @ApiProperty({ required: false, format: 'uuid', description: 'The profile being shown (accepted for the client; the answer depends on artistUrl only)' })
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId?: string;
}

export class ArtistInfoResponse {
  @ApiProperty({ type: String, nullable: true, description: "The artist's picture on the streaming provider; null when unknown or unavailable" })
  image!: string | null;
}
