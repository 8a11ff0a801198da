import { ApiProperty } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;

/** A user as anyone may see them: never the email or other private fields (isAdmin, isActive, balances, curatorProfileComplete). */
export class PublicUserResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty(nullableText) displayName!: string | null;
  @ApiProperty(nullableText) profileImageUrl!: string | null;
  @ApiProperty({ enum: ['artist', 'curator', 'both'], nullable: true, type: String }) role!: 'artist' | 'curator' | 'both' | null;
  @ApiProperty() isVerified!: boolean;
  @ApiProperty(nullableText) bio!: string | null;
  @ApiProperty(nullableText) location!: string | null;
  @ApiProperty(nullableText) website!: string | null;
  @ApiProperty(nullableText) spotifyUrl!: string | null;
  @ApiProperty(nullableText) soundcloudUrl!: string | null;
  @ApiProperty(nullableText) youtubeUrl!: string | null;
  @ApiProperty(nullableText) instagramUrl!: string | null;
  @ApiProperty(nullableText) twitterUrl!: string | null;
  @ApiProperty(nullableText) blueskyUrl!: string | null;
  @ApiProperty(nullableText) tiktokUrl!: string | null;
  @ApiProperty(nullableText) audiomackUrl!: string | null;
  @ApiProperty(nullableText) appleMusicUrl!: string | null;
  @ApiProperty(nullableText) amazonMusicUrl!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** A user as spec section 3 shows it to the user themselves and to admins. Never carries the password hash. */
export class UserResponse extends PublicUserResponse {
  @ApiProperty() email!: string;
  @ApiProperty() isAdmin!: boolean;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() curatorProfileComplete!: boolean;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ description: 'VibeCoin balance as a numeric string', example: '0' }) vibeCoins!: string;
  @ApiProperty({ description: 'VibeCoins held in escrow, as a numeric string', example: '0' }) reservedVibeCoins!: string;
}
