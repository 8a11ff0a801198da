import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { ARTIST_ID_INVALID } from '../../domain/favorites.decide.js';

export class FavoriteArtistRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: ARTIST_ID_INVALID })
  artistId!: string;
}

