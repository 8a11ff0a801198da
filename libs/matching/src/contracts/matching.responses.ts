import { ApiProperty } from '@nestjs/swagger';
import { PlaylistResponse } from '#catalog';

/** Who curates a matched playlist. */
export class MatchCuratorResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) displayName!: string | null;
  @ApiProperty() firstName!: string;
}

/** A playlist that matches a song, with its explainable score (ARCHITECTURE.md, Matching). */
export class MatchingPlaylistResponse extends PlaylistResponse {
  @ApiProperty({ minimum: 0, maximum: 100, example: 87 }) matchPercentage!: number;
  @ApiProperty({ type: [Number], description: 'Ids of the tags the playlist shares with the song' }) sharedTagIds!: number[];
  @ApiProperty({ type: MatchCuratorResponse }) curator!: MatchCuratorResponse;
}

const nullableText = { type: String, nullable: true } as const;

/** A person found by search: links to /artist/{id} or /curator/{id}. */
class PersonSearchResult {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty(nullableText) displayName!: string | null;
  @ApiProperty(nullableText) profileImageUrl!: string | null;
  @ApiProperty(nullableText) bio!: string | null;
  @ApiProperty(nullableText) location!: string | null;
  @ApiProperty() isVerified!: boolean;
}

export class ArtistSearchResult extends PersonSearchResult {
  @ApiProperty({ description: 'Visible songs only' }) songCount!: number;
}

export class CuratorSearchResult extends PersonSearchResult {
  @ApiProperty() playlistCount!: number;
  @ApiProperty({ description: 'Sum of the followerCount of their playlists' }) totalFollowers!: number;
}
