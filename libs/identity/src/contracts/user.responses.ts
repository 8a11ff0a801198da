import { ApiProperty } from '@nestjs/swagger';
import type { UserReadModel } from '../features/get-current-user/user.entity.js';

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

/** Picks the public fields one by one, so that a new private column never leaks by default. */
export function toPublicUserResponse(user: UserReadModel): PublicUserResponse {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    isVerified: user.isVerified,
    bio: user.bio,
    location: user.location,
    website: user.website,
    spotifyUrl: user.spotifyUrl,
    soundcloudUrl: user.soundcloudUrl,
    youtubeUrl: user.youtubeUrl,
    instagramUrl: user.instagramUrl,
    twitterUrl: user.twitterUrl,
    blueskyUrl: user.blueskyUrl,
    tiktokUrl: user.tiktokUrl,
    audiomackUrl: user.audiomackUrl,
    appleMusicUrl: user.appleMusicUrl,
    amazonMusicUrl: user.amazonMusicUrl,
    createdAt: user.createdAt.toISOString(),
  };
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

export function toUserResponse(user: UserReadModel): UserResponse {
  return {
    ...toPublicUserResponse(user),
    email: user.email,
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    curatorProfileComplete: user.curatorProfileComplete,
    updatedAt: user.updatedAt.toISOString(),
    // The wallet module owns balances; until it exists every account holds 0 VibeCoins.
    vibeCoins: '0',
    reservedVibeCoins: '0',
  };
}
