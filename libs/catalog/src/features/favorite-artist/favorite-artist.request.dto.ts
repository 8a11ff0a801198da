import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export const ARTIST_ID_INVALID = 'artistId must be the id of an artist';

export class FavoriteArtistRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: ARTIST_ID_INVALID })
  artistId!: string;
}

/** The same answer however often the artist is favourited. */
export class FavoriteArtistResponse {
  @ApiProperty({ format: 'uuid' }) artistId!: string;
  @ApiProperty({ enum: [true] }) favorited!: true;
}
