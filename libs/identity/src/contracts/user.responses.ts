import { ApiProperty } from '@nestjs/swagger';
import { ProfileAnswerFields } from './profile-fields.js';

/** A user as anyone may see them (the profile's fields: profile-fields.ts): never the email or other private fields (isAdmin, isActive, balances, curatorProfileComplete). */
export class PublicUserResponse extends ProfileAnswerFields {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ['artist', 'curator', 'both'], nullable: true, type: String }) role!: 'artist' | 'curator' | 'both' | null;
  @ApiProperty() isVerified!: boolean;
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
