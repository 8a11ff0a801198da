import { ApiProperty } from '@nestjs/swagger';
import { PLAYLIST_PLATFORMS, type PlaylistPlatform } from '../domain/playlist.events.js';
import { HIDE_REFUSAL_REASONS, type HideRefusalReason } from '../domain/song.decide.js';
import { TAG_CATEGORIES, type TagCategory } from '../domain/tag.events.js';

const nullableText = { type: String, nullable: true } as const;

/** A tag of the taxonomy (`GET /api/tags`, and on every song and playlist). */
export class TagResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Indie Pop' }) name!: string;
  @ApiProperty({ enum: TAG_CATEGORIES, example: 'genre' }) category!: TagCategory;
}

/** A submission as a song card needs it: its status drives the card's glow. */
export class SongSubmissionStatusResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['pending', 'reviewed', 'added', 'rejected'] }) status!: 'pending' | 'reviewed' | 'added' | 'rejected';
}

/** The bounty on a song (spec section 3); amounts are numeric strings. */
export class SongBountyResponse {
  @ApiProperty({ example: '25' }) reviewAmount!: string;
  @ApiProperty({ example: '125' }) placementAmount!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty(nullableText) description!: string | null;
}

/** A song (spec section 3). Visitors never receive another artist's hidden songs. */
export class SongResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) artistId!: string;
  @ApiProperty() title!: string;
  @ApiProperty(nullableText) description!: string | null;
  @ApiProperty(nullableText) spotifyUrl!: string | null;
  @ApiProperty(nullableText) youtubeUrl!: string | null;
  @ApiProperty(nullableText) soundcloudUrl!: string | null;
  @ApiProperty(nullableText) coverArtUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Length in seconds' }) duration!: number | null;
  @ApiProperty({ type: [TagResponse] }) tags!: TagResponse[];
  @ApiProperty({ description: 'False while hidden' }) isActive!: boolean;
  @ApiProperty() hasBounty!: boolean;
  @ApiProperty({ type: SongBountyResponse, nullable: true }) bounty!: SongBountyResponse | null;
  @ApiProperty({ type: [SongSubmissionStatusResponse], description: "Its requests' statuses, for its artist only (empty for anyone else)" })
  submissions!: SongSubmissionStatusResponse[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

/** A playlist (spec section 3). */
export class PlaylistResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) curatorId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: PLAYLIST_PLATFORMS }) platform!: PlaylistPlatform;
  @ApiProperty() playlistUrl!: string;
  @ApiProperty({ ...nullableText, description: 'The playlist URL when the platform is Spotify' }) spotifyUrl!: string | null;
  @ApiProperty(nullableText) coverImageUrl!: string | null;
  @ApiProperty({ ...nullableText, description: 'Same as coverImageUrl (both names appear in the spec)' }) coverArtUrl!: string | null;
  @ApiProperty({ type: [TagResponse] }) tags!: TagResponse[];
  @ApiProperty() followerCount!: number;
  @ApiProperty({ type: Number, nullable: true }) trackCount!: number | null;
  @ApiProperty() acceptingSubmissions!: boolean;
  @ApiProperty({ description: 'Whole VibeCoins for a review', example: 25 }) reviewPrice!: number;
  @ApiProperty({ description: 'Whole VibeCoins for a placement', example: 150 }) placementPrice!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** `PATCH /api/songs/{id}/visibility`: what changed, in words for the toast, and the song as it is now. */
export class SongVisibilityResponse {
  @ApiProperty({ example: 'Song hidden' }) message!: string;
  @ApiProperty({ example: 'Hidden songs are not shown in curator searches or matching and can be unhidden anytime.' }) details!: string;
  @ApiProperty({ type: SongResponse }) song!: SongResponse;
}

/** The 409 of hiding a song that cannot be hidden: the "Cannot Hide Song" dialog's content (spec section 8). */
export class SongHideRefusalBody {
  @ApiProperty({ example: 'Cannot hide song with an active bounty' }) message!: string;
  @ApiProperty({ enum: [false] }) canHide!: false;
  @ApiProperty({ enum: HIDE_REFUSAL_REASONS }) reason!: HideRefusalReason;
  @ApiProperty({ description: 'What to do first', example: 'Cancel the bounty first to hide this song.' }) details!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Whole VibeCoins of the active bounty' }) bountyAmount!: number | null;
  @ApiProperty({ description: 'Pending submissions and placements under way' }) submissionCount!: number;
}

/** `DELETE /api/songs/{id}`. */
export class SongDeletedResponse {
  @ApiProperty({ example: 'Song deleted' }) message!: string;
}

/** `POST /api/songs/generate-description`. */
export class SongDescriptionResponse {
  @ApiProperty({ maxLength: 500 }) description!: string;
}
