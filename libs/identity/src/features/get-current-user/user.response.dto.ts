import { ApiProperty } from '@nestjs/swagger';
import type { UserReadModel } from './user.entity.js';

const ROLES = ['artist', 'curator', 'both'];
const nullableText = { type: String, nullable: true } as const;

/** A user as spec section 3 shows it. Never carries the password hash. */
export class UserResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty(nullableText) displayName!: string | null;
  @ApiProperty(nullableText) profileImageUrl!: string | null;
  @ApiProperty({ enum: ROLES, nullable: true, type: String }) role!: 'artist' | 'curator' | 'both' | null;
  @ApiProperty() isAdmin!: boolean;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() isVerified!: boolean;
  @ApiProperty() curatorProfileComplete!: boolean;
  @ApiProperty(nullableText) bio!: string | null;
  @ApiProperty(nullableText) location!: string | null;
  @ApiProperty(nullableText) website!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ description: 'VibeCoin balance as a numeric string', example: '0' }) vibeCoins!: string;
  @ApiProperty({ description: 'VibeCoins held in escrow, as a numeric string', example: '0' }) reservedVibeCoins!: string;
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
}

export function toUserResponse(user: UserReadModel): UserResponse {
  return {
    ...user,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    // The wallet module owns balances; until it exists every account holds 0 VibeCoins.
    vibeCoins: '0',
    reservedVibeCoins: '0',
  };
}
