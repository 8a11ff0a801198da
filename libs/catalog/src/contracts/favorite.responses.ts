import { ApiProperty } from '@nestjs/swagger';

/** The same answer however often the artist is favourited (or taken off). */
export class FavoriteArtistResponse {
  @ApiProperty({ format: 'uuid' }) artistId!: string;
  @ApiProperty({ description: 'Whether the artist is now among the favourites' }) favorited!: boolean;
}

export class FavoriteArtistsResponse {
  @ApiProperty({ type: [String], format: 'uuid', description: 'In the order they were favourited' }) artistIds!: string[];
}
