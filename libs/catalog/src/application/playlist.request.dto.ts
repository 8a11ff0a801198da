import { ApiProperty } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, ValidateIf } from 'class-validator';
import {
  COVER_IMAGE_URL_INVALID, DESCRIPTION_TOO_SHORT, FOLLOWER_COUNT_INVALID, NAME_REQUIRED, PLACEMENT_PRICE_INVALID, PLAYLIST_LIMITS as L,
  PLAYLIST_URL_REQUIRED, type PlaylistInput, REVIEW_PRICE_INVALID, TAGS_REQUIRED, TRACK_COUNT_INVALID,
} from '../domain/playlist.decide.js';
import { DEFAULT_PLACEMENT_PRICE, DEFAULT_REVIEW_PRICE, PLAYLIST_PLATFORMS, type PlaylistPlatform } from '../domain/playlist.events.js';

export const PLATFORM_INVALID = `Platform must be one of ${PLAYLIST_PLATFORMS.join(', ')}`;

/** Left out, the field takes its default or keeps its value; null is refused like any other wrong type. */
const UnlessLeftOut = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);

const LEFT_OUT = 'Left out: the default on create, the current value on edit';

/**
 * The playlist form of spec section 5 (create and edit). Only the types are checked here; the
 * rules (lengths, counts, links, tags) are the playlist decider's, with the spec's messages.
 */
export class PlaylistRequest implements PlaylistInput {
  @ApiProperty({ minLength: 1, maxLength: L.nameMaxLength, example: 'Late Night Indie' })
  @IsString({ message: NAME_REQUIRED })
  name!: string;

  @ApiProperty({ minLength: L.descriptionMinLength, maxLength: L.descriptionMaxLength, example: 'Mellow indie for the small hours.' })
  @IsString({ message: DESCRIPTION_TOO_SHORT })
  description!: string;

  @ApiProperty({ enum: PLAYLIST_PLATFORMS, example: 'spotify' })
  @IsIn(PLAYLIST_PLATFORMS, { message: PLATFORM_INVALID })
  platform!: PlaylistPlatform;

  @ApiProperty({ maxLength: L.urlMaxLength, description: 'An http(s) URL', example: 'https://open.spotify.com/playlist/37i9dQZF1DX2Nc3B70tvx0' })
  @IsString({ message: PLAYLIST_URL_REQUIRED })
  playlistUrl!: string;

  @ApiProperty({ type: 'integer', isArray: true, minItems: 1, maxItems: L.tagsMax, description: "Ids of the taxonomy's tags (GET /api/tags)", example: [1, 4] })
  @IsArray({ message: TAGS_REQUIRED })
  @IsInt({ each: true, message: 'Tag ids must be whole numbers' })
  tagIds!: number[];

  @ApiProperty({ type: String, required: false, nullable: true, maxLength: L.urlMaxLength, description: `An http(s) URL; empty or null clears it. ${LEFT_OUT}` })
  @IsOptional()
  @IsString({ message: COVER_IMAGE_URL_INVALID })
  coverImageUrl?: string | null;

  @ApiProperty({ type: 'integer', required: false, minimum: 0, maximum: L.followerCountMax, default: 0, description: LEFT_OUT })
  @UnlessLeftOut()
  @IsInt({ message: FOLLOWER_COUNT_INVALID })
  followerCount?: number;

  @ApiProperty({ type: 'integer', required: false, nullable: true, minimum: 0, maximum: L.trackCountMax, description: `Null clears it. ${LEFT_OUT}` })
  @IsOptional()
  @IsInt({ message: TRACK_COUNT_INVALID })
  trackCount?: number | null;

  @ApiProperty({ required: false, default: true, description: LEFT_OUT })
  @UnlessLeftOut()
  @IsBoolean({ message: 'acceptingSubmissions must be true or false' })
  acceptingSubmissions?: boolean;

  @ApiProperty({ type: 'integer', required: false, minimum: L.priceMin, maximum: L.priceMax, default: DEFAULT_REVIEW_PRICE, description: `Whole VibeCoins for a review. ${LEFT_OUT}` })
  @UnlessLeftOut()
  @IsInt({ message: REVIEW_PRICE_INVALID })
  reviewPrice?: number;

  @ApiProperty({ type: 'integer', required: false, minimum: L.priceMin, maximum: L.priceMax, default: DEFAULT_PLACEMENT_PRICE, description: `Whole VibeCoins for a placement. ${LEFT_OUT}` })
  @UnlessLeftOut()
  @IsInt({ message: PLACEMENT_PRICE_INVALID })
  placementPrice?: number;
}
